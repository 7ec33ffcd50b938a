// Left out: nothing; slug, ids, icons, hrefs and variants are copied. The gallery is the pages
// translator's art.hi.ts.
import type * as en from './carshifting';
import type { Translated } from '@/lib/i18n/translated';
import { carGallery } from '../art.hi';
import { claims } from '../claims.hi';
import { policies } from '../policies.hi';
import { bookFor } from './common';
import { callCta } from './common.hi';
import { estimateCta } from '@/features/estimate/content/estimate.hi';
import type { ServicePageContent } from './types';

const { carTransitDays } = policies;

export const carshifting = {
  slug: 'carshifting',
  metaTitle: 'पूरे भारत में कार शिफ्टिंग',
  description: `पूरे भारत में बंद कैरियर से घर-से-घर कार की ढुलाई, रास्ते में बीमे के साथ, ${carTransitDays} में डिलीवरी।`,
  hero: {
    title: 'पूरे भारत में घर-से-घर कार की ढुलाई',
    intro: `हम आपकी कार आपके गेट से लेते हैं और आपके नए पते पर सौंपते हैं, ${claims.cities.value} शहरों में और उनके बीच के रास्तों पर, दूरी के हिसाब से ${carTransitDays} में।`,
    ctas: [
      { label: 'कार की ढुलाई बुक करें', href: bookFor('carshifting') },
      callCta,
      estimateCta('?cars=1'),
    ],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'पूरे भारत में, घर से घर तक',
      paragraphs: [
        'अपनी कार खुद चलाकर देश के दूसरे कोने तक ले जाने में पेट्रोल, टोल, होटल और इंजन की घिसाई, सबका खर्च है। हमारे साथ भेजने में एक ही तय कीमत लगती है और आपका ज़रा भी समय नहीं।',
        'ड्राइवर आपकी कार पिकअप की जगह पर कैरियर तक लाता है, हम आपके साथ मिलकर उसकी हालत दर्ज करते हैं, और कार बंद कैरियर में पट्टों से बँधकर आपके नए शहर जाती है। वहाँ पहुँचकर आपके हस्ताक्षर से पहले वही जाँच फिर से होती है।',
      ],
      points: [
        'हैचबैक, सेडान, एसयूवी और विंटेज कारें',
        'आपके पते से पिकअप और आपके पते पर डिलीवरी',
        'एक ही कीमत, जिसमें लोडिंग, टोल और ट्रांज़िट कवर शामिल',
      ],
    },
    {
      kind: 'features',
      title: 'ख़ूबियाँ',
      items: [
        {
          icon: 'Truck',
          title: 'बंद कैरियर',
          text: 'धूल, बारिश और पत्थर बाहर रहते हैं। हर कार पहियों के पट्टों से बाँधी जाती है, कभी बॉडी से नहीं।',
        },
        {
          icon: 'MapPin',
          title: 'रोज़ ट्रैकिंग',
          text: 'डिलीवरी तक आपके कोऑर्डिनेटर रोज़ कैरियर की लोकेशन बताते हैं।',
        },
        {
          icon: 'ShieldCheck',
          title: 'रास्ते में बीमा',
          text: 'ट्रांज़िट कवर कीमत में शामिल है, और महँगी कारों के लिए ज़्यादा कवर भी मिलता है।',
        },
        {
          icon: 'ClipboardList',
          title: 'कंडीशन रिपोर्ट',
          text: 'पिकअप और डिलीवरी, दोनों पर फ़ोटो और हस्ताक्षर वाली रिपोर्ट, ताकि कुछ भी याद के भरोसे न रहे।',
        },
      ],
    },
    {
      kind: 'gallery',
      title: 'आपकी कार कैसे सफ़र करती है',
      pictures: carGallery,
    },
    {
      kind: 'faq',
      id: 'car-faq',
      title: 'कार शिफ्टिंग के सवाल',
      items: [
        {
          question: 'कार की ढुलाई में कितना समय लगता है?',
          answer: `${carTransitDays} के बीच। पास के शहरों में दो से तीन दिन लगते हैं; सबसे लंबे रास्तों पर, जैसे भुवनेश्वर से अहमदाबाद, दस दिन तक।`,
        },
        {
          question: 'क्या आपके पास रहते हुए मेरी कार का बीमा रहता है?',
          answer:
            'हाँ। हर कार शिफ्टिंग में पिकअप से डिलीवरी तक ट्रांज़िट कवर शामिल है। महँगी और विंटेज कारों के लिए हम ज़्यादा घोषित मूल्य रखने की सलाह देते हैं; अपने कोऑर्डिनेटर से पूछें।',
        },
        {
          question: 'मैं अपनी कार कैसे तैयार करूँ?',
          answer:
            'टंकी में लगभग एक-चौथाई पेट्रोल छोड़ें, कीमती चीज़ें और ढीली एक्सेसरीज़ निकाल लें, शीशे मोड़ दें और पहले से लगी खरोंचें नोट कर लें। आरसी, बीमा और पीयूसी कार की फ़ाइल में रखें और उनकी कॉपी एक पहचान पत्र के साथ हमें दें।',
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.carshifting> & ServicePageContent;
