// Left out: Picture (a type). Files and sizes are copied; only the alt texts and captions are
// Hindi. The car gallery's words are the same as in service-pages/carshifting.hi.ts.
import type * as en from './art';
import type { Translated } from '@/lib/i18n/translated';

const illustration = (file: string, alt: string, caption?: string) => ({
  src: `/illustrations/${file}.svg`,
  alt,
  width: 480,
  height: 320,
  ...(caption ? { caption } : {}),
});

export const serviceArt: Translated<typeof en.serviceArt> = {
  packingandmoving: illustration(
    'packing',
    'एक खुला कार्टन, जिसमें लिपटा हुआ फूलदान है, पास में रखे कार्टन और टेप का रोल',
  ),
  carshifting: illustration('car', 'कार कैरियर ट्रक की ऊपरी डेक पर पट्टों से बँधी एक कार'),
  bikeshifting: illustration('bike', 'लकड़ी के क्रेट के अंदर गद्दी में लिपटी एक मोटरबाइक'),
  householdshifting: illustration(
    'household',
    'एक घर, जिसके दरवाज़े पर शिफ्टिंग का ट्रक और कार्टन इंतज़ार कर रहे हैं',
  ),
  insurance: illustration('insurance', 'पैक किए कार्टनों के आगे सही के निशान वाली एक बड़ी ढाल'),
  loadingandunloading: illustration('loading', 'ट्रक की रैंप के पास कार्टनों से लदी एक हैंड ट्रॉली'),
  officeshifting: illustration(
    'office',
    'एक ऑफ़िस बिल्डिंग, साथ में डेस्क की कुर्सी, मॉनिटर का डिब्बा और फ़ाइलों का क्रेट',
  ),
  premoving: illustration('premoving', 'कैलेंडर और पेंसिल के पास चेकलिस्ट वाला क्लिपबोर्ड'),
  quotation: illustration('quotation', 'कैलकुलेटर और मंज़ूरी के बैज के साथ एक लिखित कोटेशन'),
  safestorage: illustration(
    'storage',
    'एक स्टोरेज गोदाम, जिसका एक शटर खुला है और अंदर डिब्बे करीने से रखे हैं',
  ),
  smartmovebudget: illustration('budget', 'शिफ्टिंग के कार्टन के पास सिक्कों के साथ एक गुल्लक'),
};

export const carGallery: Translated<typeof en.carGallery> = [
  illustration(
    'car-loading',
    'कैरियर की रैंप पर चढ़ाई जाती एक हैचबैक कार',
    'हाइड्रोलिक रैंप से आपके दरवाज़े पर लोडिंग',
  ),
  illustration(
    'car-wrapped',
    'नाप के कवर में ढकी कार, पहियों के पट्टों से बँधी',
    'ढकी हुई और चारों पहियों से बँधी',
  ),
  illustration(
    'car-highway',
    'हरी पहाड़ियों के बीच हाईवे पर बंद कार कैरियर',
    'रास्ते में, रोज़ लोकेशन की जानकारी के साथ',
  ),
  illustration(
    'car-delivery',
    'एक घर के सामने खड़ी कार, पास में हस्ताक्षर की हुई कंडीशन रिपोर्ट',
    'डिलीवरी, और आपके साथ जाँच',
  ),
];

export const aboutArt: Translated<typeof en.aboutArt> = illustration(
  'team',
  'नीली वर्दी में तीन मूवर्स, जो कार्टन और एक पौधा लेकर ट्रक की तरफ़ जा रहे हैं',
);
