// Left out: none. heroMedia's files and timings are copied; only its two button labels are words.
import type * as en from './home';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from './claims.hi';
import { site } from './site.hi';

export const homePage: Translated<typeof en.homePage> = {
  metaTitle: `${site.name} | पूरे भारत में घर और ऑफ़िस की शिफ्टिंग`,
  description:
    'घर, ऑफ़िस, कार और बाइक के लिए पूरे भारत में पैकर्स एंड मूवर्स: प्रशिक्षित टीम, बढ़िया पैकिंग, GPS से ट्रैक होने वाले ट्रक, बीमा के साथ ढुलाई और 24 घंटे के अंदर मुफ़्त कोटेशन।',
};

export const heroMedia: Translated<typeof en.heroMedia> = {
  video: { src: '/media/hero-loop.mp4', type: 'video/mp4' },
  poster: {
    src: '/media/hero-poster.png',
    width: 1280,
    height: 720,
    variantWidths: [480, 768, 1080, 1280],
    variant: (width: number, format: 'avif' | 'webp') => `/media/hero-poster-${width}.${format}`,
    inline: { media: '(max-width: 30rem)', width: 768 },
  },
  startDelayMs: 2000,
  pauseLabel: 'बैकग्राउंड वीडियो रोकें',
  playLabel: 'बैकग्राउंड वीडियो चलाएँ',
};

export const hero: Translated<typeof en.hero> = {
  eyebrow: 'पूरे भारत में भरोसेमंद पैकर्स एंड मूवर्स',
  heading: 'पहले डिब्बे से आख़िरी डिब्बे तक, आपकी शिफ्टिंग पूरी सावधानी से',
  text: `प्रशिक्षित टीम, बढ़िया पैकिंग और GPS से ट्रैक होने वाले ट्रकों के साथ घर, ऑफ़िस, कार और बाइक की शिफ्टिंग। ${claims.callbackPromise}`,
  primaryCta: { label: 'मुफ़्त कोटेशन पाएँ', href: '/booking' },
  secondaryCta: { label: 'हमसे बात करें', href: '/contact' },
  estimateLink: {
    label: 'या 30 सेकंड में अपना अनुमानित खर्च ₹ में देखें, हर चीज़ के ब्योरे के साथ',
    href: '/estimate',
  },
};

export const ratings: Translated<typeof en.ratings> = {
  heading: 'आँकड़ों में MoveEase',
  rating: (average: string, count: number) => ({
    value: `${average}/5`,
    label: `पूरी हो चुकी शिफ्टिंग के ${count.toLocaleString('en-IN')} रिव्यू पर आधारित रेटिंग`,
  }),
  items: [
    { value: claims.cities.value, label: claims.cities.label },
    { value: claims.experience.value, label: claims.experience.label },
  ],
};

export const whyChooseUs: Translated<typeof en.whyChooseUs> = {
  eyebrow: 'हमें क्यों चुनें',
  heading: 'ऐसी शिफ्टिंग, जिसकी आपको फ़िक्र न करनी पड़े',
  text: 'शहर के अंदर एक कमरे का फ़्लैट हो या देश के दूसरे कोने तक पूरा ऑफ़िस — हर शिफ्टिंग में हम एक जैसी सावधानी बरतते हैं।',
  cards: [
    {
      icon: 'BadgeCheck',
      title: 'जाँची-परखी, प्रशिक्षित टीम',
      text: 'हमारे अपने कर्मचारी, जिनकी पृष्ठभूमि की जाँच हुई है और जिन्हें पैकिंग, सामान उठाने और लोडिंग की ट्रेनिंग मिली है। रास्ते से बुलाए गए दिहाड़ी मज़दूर नहीं।',
    },
    {
      icon: 'ReceiptIndianRupee',
      title: 'साफ़, लिखित कोटेशन',
      text: 'बुकिंग से पहले मुफ़्त सर्वे और हर चीज़ के ब्योरे वाला कोटेशन। जो कीमत हम बताते हैं, वही आप चुकाते हैं: कोई छिपा चार्ज नहीं।',
    },
    {
      icon: 'ShieldCheck',
      title: 'बीमा के साथ ढुलाई',
      text: 'हर शिफ्टिंग के लिए ट्रांज़िट बीमा के विकल्प, और एक तय कोऑर्डिनेटर, जो किसी भी क्लेम में शुरू से आख़िर तक आपके साथ रहता है।',
    },
    {
      icon: 'Navigation',
      title: 'GPS से ट्रैक होने वाले ट्रक',
      text: 'लाइव ट्रैकिंग वाले बंद बॉडी के ट्रक, ताकि सफ़र के हर पड़ाव पर आपको पता रहे कि आपका सामान कहाँ है।',
    },
    {
      icon: 'Clock',
      title: 'हर बार, समय पर',
      text: 'पिकअप और डिलीवरी का समय पहले से तय होता है, और हम उसे निभाते हैं। रास्ते में कुछ भी बदले, तो सबसे पहले हम ही आपको बताएँगे।',
    },
    {
      icon: 'Headset',
      title: claims.support,
      text: `किसी भी समय हमें कॉल या व्हाट्सऐप करें। ${claims.emailReply}`,
    },
  ],
};

export const contactSection: Translated<typeof en.contactSection> = {
  eyebrow: 'संपर्क करें',
  heading: 'अपनी शिफ्टिंग की योजना हमारे साथ बनाएँ',
  text: `हमें बताएँ कि आप कहाँ से कहाँ शिफ्ट हो रहे हैं और मोटे तौर पर कौन-सा सामान ले जाना है। ${claims.callbackPromise}`,
  phoneLabel: 'कॉल करें',
  emailLabel: 'ईमेल करें',
  addressLabel: 'मुख्य ऑफ़िस',
  hoursLabel: 'सहायता का समय',
};

export const ctaBand: Translated<typeof en.ctaBand> = {
  heading: 'शिफ्टिंग की योजना बनाने के लिए तैयार हैं?',
  text: 'हर चीज़ के ब्योरे के साथ मुफ़्त कोटेशन पाएँ। कोई बाध्यता नहीं, कोई छिपा खर्च नहीं।',
  primary: { label: 'मुफ़्त कोटेशन पाएँ', href: '/booking' },
  callLabel: 'कॉल करें',
};
