// Left out: nothing; slug, ids, icons, hrefs and variants are copied. The packages are the pages
// translator's packages.hi.ts (also on /pricing). savingTips is exported for the Hindi savings
// guide too.
import type * as en from './smartmovebudget';
import type { Translated } from '@/lib/i18n/translated';
import { guidePath } from '../guides-paths';
import { budgetPackages } from '../packages.hi';
import { bookFor } from './common';
import type { Feature, ServicePageContent } from './types';

export const savingTips = [
  {
    icon: 'CalendarDays',
    title: 'महीने के बीच में, हफ़्ते के बीच में शिफ्ट करें',
    text: 'महीने के आख़िरी वीकेंड मूवर्स के लिए साल के सबसे व्यस्त दिन होते हैं। 15 तारीख का मंगलवार कम खर्च में पड़ता है, और टीम वही मिलती है।',
  },
  {
    icon: 'Boxes',
    title: 'सर्वे से पहले फ़ालतू सामान निकालें',
    text: 'जो इस्तेमाल नहीं होगा, उसे बेच दें, दान कर दें या रीसायकल करें। हर कार्टन जो आप नहीं ले जाते, उसका पैसा भी नहीं लगता।',
  },
  {
    icon: 'Package',
    title: 'आसान चीज़ें खुद पैक करें',
    text: 'किताबें, कपड़े और चादरें हमारे कार्टन में आसानी से पैक हो जाती हैं। रसोई, काँच और इलेक्ट्रॉनिक सामान टीम पर छोड़ दें।',
  },
  {
    icon: 'Clock',
    title: 'तीन-चार हफ़्ते पहले बुक करें',
    text: 'जल्दी बुकिंग पर सही साइज़ का ट्रक मिलता है, बचा-खुचा नहीं, और एक ही चक्कर में शिफ्टिंग की योजना बनाने का समय भी।',
  },
  {
    icon: 'Truck',
    title: 'शहरों के बीच ट्रक साझा करें',
    text: 'अगर आपकी तारीखें लचीली हैं, तो साझा ट्रक में पार्ट-लोड, पूरे ट्रक से काफ़ी सस्ता पड़ता है।',
  },
  {
    icon: 'FileText',
    title: 'पूरे हिसाब वाला कोटेशन ही लें',
    text: 'जिस कोटेशन में हर सेवा, सामग्री और जीएसटी अलग लिखे हों, वह शिफ्टिंग के दिन बढ़ता नहीं।',
  },
] as const satisfies Translated<typeof en.savingTips> & readonly Feature[];

export const smartmovebudget = {
  slug: 'smartmovebudget',
  metaTitle: 'स्मार्ट मूव बजट पैकेज',
  description:
    'तय कीमत वाले शिफ्टिंग पैकेज: बेसिक शिफ्टिंग, स्टैंडर्ड शिफ्टिंग (सबसे फ़ायदेमंद) और कस्टम शिफ्टिंग, साथ में कम खर्च में शिफ्ट होने के काम के सुझाव।',
  hero: {
    title: 'स्मार्ट मूव बजट',
    intro:
      'क्वालिटी से समझौता किए बिना किफ़ायती शिफ्टिंग: आम घरों की शिफ्टिंग के लिए तय कीमत वाले पैकेज, बाकी सबके लिए आपके हिसाब से कोटेशन, और कम खर्च करने के सच्चे सुझाव।',
    ctas: [
      { label: 'अपना कोटेशन पाएँ', href: bookFor('smartmovebudget') },
      { label: 'बचत गाइड डाउनलोड करें', href: guidePath('savings'), variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'packages',
      id: 'packages',
      title: 'अपना पैकेज चुनें',
      intro: 'हर पैकेज में लोडिंग, ढुलाई, अनलोडिंग और फ़र्नीचर को सही कमरों में रखना शामिल है।',
      packages: budgetPackages,
    },
    {
      kind: 'features',
      title: 'बचत के समझदार सुझाव',
      items: savingTips,
      ctas: [
        { label: 'अपना कोटेशन पाएँ', href: bookFor('smartmovebudget') },
        { label: 'बचत गाइड डाउनलोड करें', href: guidePath('savings'), variant: 'secondary' },
      ],
    },
  ],
} as const satisfies Translated<typeof en.smartmovebudget> & ServicePageContent;
