// Left out: nothing; estimatePage.path, its form defaults and estimateCta's href and variant are copied.
import type * as en from './estimate';
import type { Translated } from '@/lib/i18n/translated';
import { tariff } from '../settings/tariff';

export const estimatePage: Translated<typeof en.estimatePage> = {
  path: '/estimate',
  title: 'शिफ्टिंग का तुरंत अनुमानित खर्च',
  metaTitle: 'शिफ्टिंग का अनुमानित खर्च ₹ में, तुरंत',
  description:
    'तीस सेकंड में अपने घर, ऑफ़िस, कार या बाइक की शिफ्टिंग का रुपयों में पूरा हिसाब देखें: पैकिंग, ढुलाई, सीढ़ियाँ, गाड़ियाँ, बीमा और जीएसटी, कुछ भी छिपा नहीं।',
  intro:
    'अपनी शिफ्टिंग के बारे में बताइए और तुरंत रुपयों में पूरा हिसाब देखिए। न कॉल, न साइन-अप: अगर सर्वे में वही सामान मिला जो आपने बताया है, तो हम आपके लिए यही कीमत रखेंगे।',
  navLabel: 'अनुमानित खर्च',
  formHeading: 'आपकी शिफ्टिंग',
  groups: {
    home: 'क्या शिफ्ट करना है',
    route: 'कहाँ से कहाँ और कब',
    floors: 'मंज़िल और लिफ़्ट',
    vehicles: 'गाड़ियाँ और बीमा',
  },
  resultHeading: 'आपका अनुमानित खर्च',
  labels: {
    size: 'घर का साइज़',
    seats: 'ऑफ़िस की सीटें (डेस्क)',
    from: 'कहाँ से',
    to: 'कहाँ तक',
    km: 'सड़क की दूरी (किलोमीटर में)',
    floorFrom: 'पिकअप पर मंज़िल',
    liftFrom: 'पिकअप पर लिफ़्ट',
    floorTo: 'डिलीवरी पर मंज़िल',
    liftTo: 'डिलीवरी पर लिफ़्ट',
    packing: 'पैकिंग',
    cars: 'कारें',
    carType: 'कार का प्रकार',
    bikes: 'बाइक या स्कूटर',
    bikeType: 'बाइक का प्रकार',
    declaredValue: 'आपके सामान का मूल्य ₹ में (ट्रांज़िट बीमा के लिए)',
    date: 'शिफ्टिंग की तारीख (वैकल्पिक)',
  },
  hints: {
    seats: `सिर्फ़ ऑफ़िस शिफ्टिंग के लिए: 1 से ${tariff.office.maxSeats} सीटें।`,
    km: 'जब जगह सूची में न हो, या एक ही शहर के अंदर शिफ्टिंग का खर्च देखना हो, तब ज़रूरी है (वरना हम 15 किलोमीटर मानते हैं)।',
    floors: '0 का मतलब ग्राउंड फ़्लोर है।',
    declaredValue: `बीमा न चाहिए तो 0 रहने दें; बीमा का खर्च मूल्य का ${tariff.insurancePercent} % है।`,
  },
  otherPlace: 'कोई और जगह (किलोमीटर बताएँ)',
  defaults: {
    size: '2bhk',
    packing: 'standard',
    floorFrom: '0',
    liftFrom: 'false',
    floorTo: '0',
    liftTo: 'false',
    cars: '0',
    carType: 'sedan',
    bikes: '0',
    bikeType: 'standard',
    declaredValue: '0',
  },
  liftOptions: { true: 'हाँ, लिफ़्ट में फ़र्नीचर जा सकता है', false: 'लिफ़्ट नहीं है' },
  submit: 'मेरा अनुमानित खर्च दिखाएँ',
  submitHint: 'फ़ॉर्म बदलते ही अनुमानित खर्च अपने आप बदल जाता है।',
  total: 'कुल (जीएसटी सहित)',
  seeBreakdown: 'पूरा हिसाब देखें',
  range: 'मुफ़्त सर्वे के बाद अंतिम कीमत',
  rangeJoin: 'से',
  subtotal: 'उप-योग',
  gst: (percent: number) => `जीएसटी ${percent} %`,
  linesCaption: 'कीमत किन चीज़ों से बनी है',
  itemHeader: 'विवरण',
  amountHeader: 'राशि',
  assumptionsHeading: 'हमने क्या माना है',
  includedHeading: 'कीमत में शामिल',
  included: [
    'आपकी चुनी हुई क्वालिटी का पैकिंग सामान, और पैकिंग करने वाली टीम',
    'लोडिंग, अनलोडिंग और नए घर में सामान खोलकर रखना',
    'सिर्फ़ आपके सामान के लिए बंद ट्रक, कभी किसी और के साथ साझा नहीं',
    'टोल, डीज़ल और ड्राइवर का भत्ता',
    'पलंग और अलमारी खोलना और दोबारा जोड़ना',
  ],
  extrasHeading: 'अलग से खर्च (हम शिफ्टिंग से पहले बताते हैं, उसी दिन कभी नहीं)',
  extras: [
    'दोनों घरों के बीच सामान रखने का स्टोरेज, हफ़्ते के हिसाब से',
    'ट्रक से दरवाज़े तक 30 मीटर से ज़्यादा सामान ढोना',
    'टाँगने, बिजली या प्लंबिंग का काम (झूमर, गीज़र, एसी)',
    'सर्वे में आपके साइज़ के आम घर से ज़्यादा मिला सामान',
  ],
  noResult: 'अपनी शिफ्टिंग का साइज़ और जगह भरें, आपका अनुमानित खर्च यहाँ दिखेगा।',
  fixFields: 'अनुमानित खर्च देखने के लिए कृपया चिह्नित खानों की जानकारी ठीक करें।',
  validUntil: (date: string) => `${date} तक मान्य`,
  book: 'इसी कीमत पर बुक करें',
  emailQuote: 'यह कोटेशन मुझे ईमेल करें',
};

// satisfies, not a type annotation: the variant keeps its literal type, so the Hindi service
// pages can put this button where a Cta ('primary' | 'secondary') is expected.
export const estimateCta = ((preset = '') => ({
  label: 'अपनी कीमत ₹ में देखें',
  href: `/estimate${preset}`,
  variant: 'secondary' as const,
})) satisfies Translated<typeof en.estimateCta>;

const officeOfSeats = (seats: number) => `${seats} ${seats === 1 ? 'सीट' : 'सीटों'} वाला ऑफ़िस`;

export const estimateSummaryTexts: Translated<typeof en.estimateSummaryTexts> = {
  line: (total: string, range: string, move: string, validUntil: string) =>
    `${total} जीएसटी सहित (सर्वे के बाद ${range}), ${move}, ${validUntil} तक मान्य`,
  office: (seats: number) => officeOfSeats(seats),
  km: (km: number) => `${km} km`,
  subtotal: 'उप-योग',
  gst: 'जीएसटी',
};

export const estimateMessages: Translated<typeof en.estimateMessages> = {
  size: 'अपनी शिफ्टिंग का साइज़ चुनें: 1 RK से 4 BHK तक, या ऑफ़िस।',
  seats: `ऑफ़िस के लिए सीटों की संख्या बताएँ: 1 से ${tariff.office.maxSeats} तक की पूरी संख्या।`,
  from: 'सूची से शहर चुनें, या इसे खाली छोड़कर दूरी किलोमीटर में बताएँ।',
  to: 'सूची से शहर चुनें, या इसे खाली छोड़कर दूरी किलोमीटर में बताएँ।',
  km: `सड़क की दूरी किलोमीटर में बताएँ: 1 से ${tariff.limits.maxKm} तक की पूरी संख्या।`,
  route: 'दोनों शहर चुनें (शहर के अंदर शिफ्टिंग हो तो दोनों में एक ही शहर), या सड़क की दूरी किलोमीटर में बताएँ।',
  floor: `मंज़िल 0 (ग्राउंड फ़्लोर) से ${tariff.limits.maxFloor} तक की पूरी संख्या में बताएँ।`,
  lift: 'कृपया बताएँ कि लिफ़्ट है या नहीं।',
  packing: 'स्टैंडर्ड या प्रीमियम पैकिंग चुनें।',
  vehicles: `0 से ${tariff.limits.maxVehicles} तक की पूरी संख्या बताएँ।`,
  carType: 'हैचबैक, सेडान या एसयूवी चुनें।',
  bikeType: 'स्टैंडर्ड या क्रूज़र चुनें।',
  declaredValue: `मूल्य पूरे रुपयों में बताएँ, 0 से ${tariff.limits.maxDeclaredValue} तक।`,
};
