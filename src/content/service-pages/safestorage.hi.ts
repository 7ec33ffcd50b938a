// Left out: storagePlansAnchor (an anchor id, no text). The storage plans and features are the
// pages translator's storage.hi.ts (also on /pricing); the features keep the English icon names,
// typed as icons, so the page stays a ServicePageContent.
import type * as en from './safestorage';
import type { Translated } from '@/lib/i18n/translated';
import { storageFeatures as englishFeatures } from '../storage';
import { storageFeatures as hindiFeatures, storageOptions } from '../storage.hi';
import { bookFor } from './common';
import { storagePlansAnchor } from './safestorage';
import type { Feature, ServicePageContent } from './types';

const storageFeatures = englishFeatures.map((feature, index): Feature => ({
  ...feature,
  ...hindiFeatures[index],
  icon: feature.icon,
}));

export const safestorage = {
  slug: 'safestorage',
  metaTitle: 'सुरक्षित स्टोरेज',
  description:
    'तापमान-नियंत्रित, 24/7 निगरानी वाला स्टोरेज, सीमित प्रवेश के साथ। कम समय, लंबे समय और ख़ास सामान के प्लान, पिकअप और डिलीवरी के साथ।',
  hero: {
    title: 'सुरक्षित, तापमान-नियंत्रित स्टोरेज',
    intro:
      'दो घरों के बीच, घर की मरम्मत के दौरान या जब आप विदेश में पोस्टेड हों: हम आपका सामान ले जाते हैं, निगरानी वाली, तापमान-नियंत्रित जगह में रखते हैं और जब आप तैयार हों, वापस ले आते हैं।',
    ctas: [
      { label: 'स्टोरेज प्लान देखें', href: `#${storagePlansAnchor}` },
      { label: 'स्टोरेज देखने का समय तय करें', href: bookFor('safestorage'), variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'भारत के मौसम के लिए बना स्टोरेज',
      items: storageFeatures,
    },
    {
      kind: 'storage',
      id: storagePlansAnchor,
      title: 'स्टोरेज प्लान',
      intro:
        'कीमतें आपकी ज़रूरत के यूनिट साइज़ के हिसाब से प्रति माह हैं। आपके प्लानर सर्वे के समय साइज़ पक्का करते हैं।',
      options: storageOptions,
      ctas: [{ label: 'स्टोरेज देखने का समय तय करें', href: bookFor('safestorage') }],
    },
    {
      kind: 'features',
      title: 'सुरक्षा के इंतज़ाम',
      items: [
        {
          icon: 'Flame',
          title: 'आग से सुरक्षा',
          text: 'स्मोक डिटेक्टर, हर गलियारे में अग्निशामक, और हर तिमाही जाँचा जाने वाला स्प्रिंकलर सिस्टम।',
        },
        {
          icon: 'Bug',
          title: 'कीट नियंत्रण',
          text: 'लाइसेंसशुदा ठेकेदार से हर महीने उपचार, और कपड़ों व कागज़ों के लिए सील किए कार्टन।',
        },
        {
          icon: 'ScanLine',
          title: 'बारकोड वाली सामान-सूची',
          text: 'रखते समय हर सामान पर लेबल लगता है और फ़ोटो ली जाती है, ताकि आपको हमेशा पता रहे कि क्या कहाँ है।',
        },
        {
          icon: 'Layers',
          title: 'ज़मीन से ऊपर',
          text: 'सब कुछ ऊँचे पैलेट या रैक पर रहता है, भारी से भारी बरसात में भी पानी से दूर।',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'हमारे पास सामान रखना, तीन आसान कदम',
      items: [
        {
          title: 'बुक करें और पिकअप तय करें',
          text: 'एक प्लान और तारीख चुनें। छोटे-से सर्वे के बाद हम यूनिट का साइज़ पक्का करते हैं।',
        },
        {
          title: 'हम पैक करते हैं, सूची बनाते हैं और रखते हैं',
          text: 'हमारी टीम आपका सामान पैक करती है, लेबल लगाती है, फ़ोटो लेती है, फिर आपकी यूनिट में रखती है।',
        },
        {
          title: 'जब चाहें, वापस लें',
          text: 'एक कार्टन माँगें या सारा सामान: हम आपके दरवाज़े तक पहुँचाते हैं, या आप समय लेकर आ सकते हैं।',
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.safestorage> & ServicePageContent;
