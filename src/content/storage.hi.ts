// Left out: StorageOption (a type). The prices and sizes are the spec's own figures, kept as the
// English file writes them ($, feet: see prices.test.ts); only the words around them are Hindi.
import type * as en from './storage';
import type { Translated } from '@/lib/i18n/translated';

export const storageSizesLabel: Translated<typeof en.storageSizesLabel> = 'यूनिट के साइज़: ';

export const storageOptions: Translated<typeof en.storageOptions> = [
  {
    id: 'short-term',
    title: 'शॉर्ट-टर्म स्टोरेज',
    price: '$49/महीने से',
    sizes: "5'x5' से 10'x20'",
    text: 'एक घर ख़ाली करने और अगले घर की चाबी मिलने के बीच के हफ़्तों के लिए।',
    points: [
      'महीने-दर-महीने, कोई लॉक-इन नहीं',
      'आपकी शिफ्टिंग के साथ ही पिकअप और डिलीवरी',
      '24 घंटे पहले बताकर सामान तक पहुँच',
    ],
  },
  {
    id: 'long-term',
    title: 'लॉन्ग-टर्म स्टोरेज',
    price: '$89/महीने से',
    sizes: "10'x10' से 10'x30'",
    text: 'विदेश में पोस्टिंग, घर के रेनोवेशन, या कुछ समय के लिए छोटे घर में जाने वालों के लिए।',
    points: [
      'हर तीन महीने में सामान की जाँच',
      'फ़र्नीचर ज़मीन से ऊँचे पैलेट पर रखा जाता है',
      '6 महीने या ज़्यादा के लिए कम रेट',
    ],
  },
  {
    id: 'specialty',
    title: 'ख़ास स्टोरेज',
    price: 'ज़रूरत के हिसाब से कीमत',
    sizes: 'ज़रूरत के हिसाब से साइज़',
    text: 'पियानो, कलाकृतियों, ऑफ़िस के रिकॉर्ड और स्टॉक के लिए, जिन्हें अलग जगह और ख़ास देखभाल चाहिए।',
    points: [
      'क़ीमती सामान के लिए अलग बे',
      'इंडेक्स वाले दस्तावेज़ बॉक्स, ज़रूरत पर तुरंत निकालने की सुविधा',
      'सर्वे के बाद कीमत तय होती है',
    ],
  },
];

export const storageFeatures: Translated<typeof en.storageFeatures> = [
  {
    icon: 'Thermometer',
    title: 'तापमान-नियंत्रित',
    text: 'मानसून और गर्मियों में भी तापमान और नमी एक जैसी रखी जाती है, ताकि लकड़ी न फूले और कपड़ों में फफूँद न लगे।',
  },
  {
    icon: 'Cctv',
    title: '24/7 निगरानी',
    text: 'हर गलियारे और दरवाज़े पर दिन-रात कैमरे, 30 दिन तक रिकॉर्डिंग सुरक्षित, और रात में साइट पर गार्ड।',
  },
  {
    icon: 'LockKeyhole',
    title: 'सीमित प्रवेश',
    text: 'सिर्फ़ तय किया गया स्टाफ़ और वे लोग अंदर जा सकते हैं जिन्हें आपने लिखकर अनुमति दी हो, और हर आने-जाने का रिकॉर्ड आपकी सामान सूची के साथ रखा जाता है।',
  },
];
