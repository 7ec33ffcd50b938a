// Left out: nothing; slug, ids, hrefs and variants are copied.
import type * as en from './insurance';
import type { Translated } from '@/lib/i18n/translated';
import { claimsNote, insuranceOptions } from '../insurance.hi';
import { policies } from '../policies.hi';
import { bookFor } from './common';
import type { ServicePageContent } from './types';

export const insurance = {
  slug: 'insurance',
  metaTitle: 'शिफ्टिंग बीमा',
  description: `आपके सामान के लिए बेसिक, एन्हांस्ड और फ़ुल वैल्यू ट्रांज़िट सुरक्षा, और क्लेम का निपटारा ${policies.claimsResolution} के अंदर।`,
  hero: {
    title: 'आपके सामान के लिए शिफ्टिंग बीमा',
    intro:
      'सावधानी से की गई पैकिंग लगभग हर दुर्घटना रोक देती है। बाकी का ध्यान बीमा रखता है: शिफ्टिंग से पहले चुनें कि आपको कितनी सुरक्षा चाहिए, और पहले से जानें कि कुछ गड़बड़ हुई तो क्या होगा।',
    ctas: [
      { label: 'बीमे के साथ शिफ्टिंग बुक करें', href: bookFor('insurance') },
      { label: 'बीमे के बारे में पूछें', href: '/contact', variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'insurance',
      id: 'coverage',
      title: 'बीमा के विकल्प',
      intro: 'कोटेशन पक्का करते समय एक विकल्प चुनें। लोडिंग से एक दिन पहले तक आप इसे बढ़ा सकते हैं।',
      options: insuranceOptions,
      note: claimsNote,
    },
    {
      kind: 'steps',
      title: 'क्लेम कैसे होता है',
      items: [
        {
          title: 'डिलीवरी पर लिखें',
          text: 'डिलीवरी रसीद पर हस्ताक्षर करने से पहले उस पर कोई भी नुकसान या गायब कार्टन लिख दें।',
        },
        {
          title: 'फ़ोटो भेजें',
          text: `डिलीवरी के ${policies.damageReportDays} दिनों के अंदर फ़ोटो और क्लेम फ़ॉर्म ईमेल या व्हाट्सऐप करें।`,
        },
        {
          title: 'हम जाँच करते हैं',
          text: 'एक सर्वेयर सामान को खुद आकर या वीडियो पर देखता है, और आपके साथ मरम्मत या कीमत तय करता है।',
        },
        {
          title: 'निपटारा',
          text: `${policies.claimsResolution} के अंदर मरम्मत, बदले में नया सामान या भुगतान।`,
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'बीमे में क्या शामिल नहीं है',
      excluded: true,
      items: [
        'नकदी, गहने, कागज़ात और दूसरी कीमती चीज़ें, जिन्हें आपको खुद साथ रखना चाहिए',
        'आपके खुद पैक किए कार्टन के अंदर का नुकसान, जब तक कार्टन खुद खराब न हुआ हो',
        'जल्दी खराब होने वाला सामान, पौधे और जीवित जानवर',
        'सामान्य घिसावट और शिफ्टिंग से पहले से मौजूद खराबी',
        'वह सामान जिसके बारे में हमें सर्वे के समय नहीं बताया गया',
      ],
    },
  ],
} as const satisfies Translated<typeof en.insurance> & ServicePageContent;
