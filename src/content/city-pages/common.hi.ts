// Left out: cityPagePath (a URL builder), cityPriceSizes and CityPriceSize (config): no text.
// Every function takes the city's name as the page shows it: pass the Hindi name (cities.hi.ts).
import type * as en from './common';
import type { Translated } from '@/lib/i18n/translated';
import { DEFAULT_WITHIN_CITY_KM } from '@/features/estimate/settings/city-distances';
import { site } from '../site.hi';

export const cityPageText: Translated<typeof en.cityPageText> = {
  metaTitle: (city: string) => `${city} में पैकर्स एंड मूवर्स`,
  eyebrow: (city: string, state: string) => `${city}, ${state}`,
  title: (city: string) => `${city} में पैकर्स एंड मूवर्स`,
  estimateCta: 'तुरंत अनुमानित खर्च देखें',
  bookCta: 'अपनी शिफ्टिंग बुक करें',
  callCta: `${site.phone.display} पर कॉल करें`,
  pricesTitle: (city: string) => `${city} से शिफ्टिंग की आम कीमतें`,
  pricesIntro: (city: string) =>
    `ये कीमतें हमारे अनुमानित खर्च वाले टूल से निकाली गई हैं: दोनों जगह लिफ़्ट हो या ग्राउंड फ़्लोर, सामान्य पैकिंग, कोई गाड़ी नहीं और कोई बीमा नहीं; 18 % जीएसटी शामिल है। ${city} के अंदर हम शहर के एक हिस्से से दूसरे हिस्से तक ${DEFAULT_WITHIN_CITY_KM} km की शिफ्टिंग मानते हैं। आपकी असली कीमत इस पर निर्भर है कि आप क्या और कैसे ले जाते हैं: अनुमानित खर्च वाला टूल एक मिनट में हर चीज़ का ब्योरा दे देता है।`,
  within: (city: string) => `${city} के अंदर`,
  route: (from: string, to: string) => `${from} से ${to}`,
  sizeLabels: { '1bhk': '1 BHK', '2bhk': '2 BHK', '3bhk': '3 BHK' },
  range: (low: string, high: string) => `${low} – ${high}`,
  estimateRoute: (route: string) => `पूरा ब्योरा देखें: ${route}`,
  areasTitle: (city: string) => `${city} के इलाक़े, जहाँ हम काम करते हैं`,
  areasNote: (city: string) =>
    `${city} की हमारी टीम इनके आस-पास की जगहों पर भी जाती है; अगर आपका इलाक़ा सूची में नहीं है, तो हमसे पूछें।`,
  notesTitle: (city: string) => `${city} में शिफ्टिंग: हम किन बातों की तैयारी करते हैं`,
  officeTitle: (city: string) => `${city} में हमारा ऑफ़िस`,
  headOffice: 'मुख्य ऑफ़िस',
  officeHours:
    'ऑफ़िस सोमवार से शनिवार, सुबह 9:00 से शाम 7:00 बजे तक खुला रहता है। फ़ोन और व्हाट्सऐप पर 24/7 जवाब मिलता है।',
  servicesTitle: (city: string) => `${city} में हमारी सेवाएँ`,
  questionsTitle: (city: string) => `${city} के लोग हमसे ये सवाल पूछते हैं`,
  otherCitiesTitle: 'दूसरे शहर, जहाँ हमारी शाखाएँ हैं',
  shareCardText: (city: string, areas: readonly string[]) =>
    `${city} में स्थानीय टीम और ऑफ़िस: ${areas.slice(0, 4).join(', ')} और आस-पास के इलाक़े।`,
};
