// Left out: BookingServiceSlug (a type) and bookingServiceSlugs (the slugs forms send, no text).
import type * as en from './booking';
import type { Translated } from '@/lib/i18n/translated';

export const bookingServices: Translated<typeof en.bookingServices> = [
  { slug: 'packing-and-moving', label: 'पैकिंग और शिफ्टिंग' },
  { slug: 'household-shifting', label: 'घर की शिफ्टिंग' },
  { slug: 'office-shifting', label: 'ऑफ़िस शिफ्टिंग' },
  { slug: 'car-shifting', label: 'कार शिफ्टिंग' },
  { slug: 'bike-shifting', label: 'बाइक शिफ्टिंग' },
  { slug: 'loading-and-unloading', label: 'लोडिंग और अनलोडिंग' },
  { slug: 'safe-storage', label: 'सुरक्षित स्टोरेज' },
];

export const bookingServiceLabel: Translated<typeof en.bookingServiceLabel> = (slug: string) =>
  bookingServices.find((service) => service.slug === slug)?.label ?? slug;

export const bookingPage: Translated<typeof en.bookingPage> = {
  title: 'अपनी शिफ्टिंग बुक करें',
  metaTitle: 'शिफ्टिंग बुक करें',
  description:
    'तीन आसान चरणों में ऑनलाइन पैकर्स एंड मूवर्स बुक करें: आपकी जानकारी, सेवा और तारीख, फिर पुष्टि। हम 24 घंटे के अंदर आपको कॉल करते हैं।',
  intro:
    'हमें बताइए कि आप कौन हैं और क्या शिफ्ट करना है। हमारी टीम हर बुकिंग की पुष्टि 24 घंटे के अंदर फ़ोन पर करती है।',
  stepsLabel: 'बुकिंग के चरण',
  steps: ['आपकी जानकारी', 'सेवा का विवरण', 'पुष्टि'],
  stepHeading: (number: number, name: string) => `चरण ${number}: ${name}`,
  labels: {
    name: 'पूरा नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर',
    service: 'सेवा',
    servicePlaceholder: 'सेवा चुनें',
    date: 'शिफ्टिंग की पसंदीदा तारीख',
    pickup: 'सामान कहाँ से उठाना है (वैकल्पिक)',
    drop: 'सामान कहाँ पहुँचाना है (वैकल्पिक)',
    pickupCity: 'पिकअप का शहर',
    pickupArea: 'पिकअप का इलाका या मोहल्ला',
    pickupAddress: 'पिकअप का पता',
    dropCity: 'डिलीवरी का शहर',
    dropArea: 'डिलीवरी का इलाका या मोहल्ला',
    dropAddress: 'डिलीवरी का पता',
    message: 'कुछ और बताना चाहें? (वैकल्पिक)',
  },
  hints: {
    phone:
      'भारतीय मोबाइल नंबर (98765 43210, +91 98765 43210) या एसटीडी कोड के साथ लैंडलाइन नंबर (0674 254 1234)।',
    message: 'कौन-सी मंज़िल, लिफ़्ट है या नहीं, नाज़ुक सामान, गाड़ियाँ: ज़्यादा से ज़्यादा 2000 अक्षर।',
    places: 'सिर्फ़ शहर बताना भी काफ़ी है; इलाका और पता मिलने से हम दिन की तैयारी बेहतर कर पाते हैं।',
  },
  review: {
    heading: 'अपनी बुकिंग जाँच लें',
    intro: 'कृपया यह जानकारी जाँच लें, फिर पुष्टि करें। कुछ बदलना हो तो आप किसी भी चरण पर वापस जा सकते हैं।',
    empty: 'अभी नहीं दिया गया',
    notesLabel: 'टिप्पणी',
    routeLabel: 'रूट',
    pickupLabel: 'पिकअप',
    dropLabel: 'डिलीवरी',
    priceLabel: 'अनुमानित खर्च',
    priceValue: (total: string) => `${total} (जीएसटी सहित)`,
    noScript: 'ऊपर दी गई जानकारी जाँच लें, फिर अपनी बुकिंग की पुष्टि करें।',
  },
  buttons: {
    back: 'पीछे',
    continue: 'आगे बढ़ें',
    confirm: 'बुकिंग की पुष्टि करें',
    processing: 'भेजा जा रहा है...',
    another: 'एक और बुकिंग करें',
  },
  messages: {
    noService: 'भेजने से पहले कृपया एक सेवा चुनें।',
    failed: 'बुकिंग भेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
    fixFields: 'कृपया चिह्नित खानों की जानकारी ठीक करें।',
  },
  success: {
    heading: 'बुकिंग का अनुरोध मिल गया',
    body: 'धन्यवाद। आपका अनुरोध हमें मिल गया है। हमारी टीम 24 घंटे के अंदर आपको कॉल करके तारीख, कीमत और बाकी बातें तय करेगी; उसके बाद यह पक्की बुकिंग बन जाएगी।',
    referenceLabel: 'आपका बुकिंग रेफ़रेंस नंबर',
    referenceHint: 'हमें कॉल या मैसेज करते समय यह रेफ़रेंस नंबर अपने पास रखें।',
  },
};
