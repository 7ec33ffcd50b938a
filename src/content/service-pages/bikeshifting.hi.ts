// Left out: nothing; slug, icons, hrefs and variants are copied.
import type * as en from './bikeshifting';
import type { Translated } from '@/lib/i18n/translated';
import { site } from '../site';
import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate.hi';
import type { ServicePageContent } from './types';

export const bikeshifting = {
  slug: 'bikeshifting',
  metaTitle: 'बाइक शिफ्टिंग',
  description:
    'बाइक और स्कूटर की ख़ास ढुलाई, गद्दी, क्रेट और ट्रांज़िट कवर के साथ, आपके दरवाज़े से भारत में कहीं भी आपके नए दरवाज़े तक।',
  hero: {
    title: 'नुकसान से सुरक्षा के साथ बाइक शिफ्टिंग',
    intro: `रोज़ के स्कूटर से लेकर सुपरबाइक तक, ${site.founded} से हम दोपहिया वाहन पूरे रास्ते गद्दी लगाकर, क्रेट में और बीमे के साथ भेजते हैं।`,
    ctas: [
      { label: 'सेवा बुक करें', href: bookFor('bikeshifting') },
      { label: 'संपर्क करें', href: '/contact', variant: 'secondary' },
      estimateCta('?bikes=1'),
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'हम आपकी बाइक को कैसे सुरक्षित रखते हैं',
      items: [
        {
          icon: 'Package',
          title: 'तीन परतों वाली पैकिंग',
          text: 'टंकी और पैनलों पर फ़ोम, उसके ऊपर बबल रैप और बाहर कोरुगेटेड शीट।',
        },
        {
          icon: 'Boxes',
          title: 'लकड़ी के क्रेट',
          text: 'महँगी बाइक और लंबी दूरी वाली बाइक अपने अलग क्रेट में, सीधी खड़ी करके बोल्ट से कसी जाती हैं।',
        },
        {
          icon: 'Wrench',
          title: 'शीशे और एक्सेसरीज़',
          text: 'खोलकर, लपेटकर बाइक के साथ ही पैक किए जाते हैं, ताकि रास्ते में कुछ टूटे नहीं।',
        },
        {
          icon: 'ShieldCheck',
          title: 'ट्रांज़िट कवर',
          text: 'हर बाइक पिकअप से डिलीवरी तक कवर होती है, हस्ताक्षर की हुई कंडीशन रिपोर्ट के साथ।',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'आपके दरवाज़े से नए दरवाज़े तक',
      items: [
        {
          title: 'बुक करें',
          text: 'हमें मॉडल, पिकअप और डिलीवरी के शहर और अपनी तारीखें बताइए।',
        },
        {
          title: 'पैकिंग',
          text: 'हम आपके दरवाज़े पर बाइक पैक करते हैं और फ़ोटो के साथ उसकी हालत दर्ज करते हैं।',
        },
        {
          title: 'ढुलाई',
          text: 'बाइक सीधी खड़ी करके पट्टों से बाँधकर जाती है, और आपके कोऑर्डिनेटर उस पर नज़र रखते हैं।',
        },
        {
          title: 'डिलीवरी',
          text: 'हम आपके पते पर उसे खोलते हैं और आपके हस्ताक्षर से पहले आपके साथ जाँचते हैं।',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'बाइक उठवाने से पहले',
      items: [
        'टंकी में बहुत कम पेट्रोल छोड़ें',
        'हेलमेट, बैग और ढीला सामान हटा लें',
        'आरसी, बीमा और पीयूसी की कॉपी तैयार रखें',
        'कंसाइनमेंट नोट (बिल्टी) के लिए एक पहचान पत्र रखें',
        'पहले से लगी खरोंचें नोट कर लें, ताकि वे रिपोर्ट में दर्ज हों',
      ],
      ctas: [
        { label: 'सेवा बुक करें', href: bookFor('bikeshifting') },
        { label: 'संपर्क करें', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} as const satisfies Translated<typeof en.bikeshifting> & ServicePageContent;
