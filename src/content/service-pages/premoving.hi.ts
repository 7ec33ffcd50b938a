// Left out: nothing; slug, icons, hrefs and variants are copied. consultationItems and
// premovingSteps are exported for the Hindi planning guide too.
import type * as en from './premoving';
import type { Translated } from '@/lib/i18n/translated';
import { guidePath } from '../guides-paths';
import { bookFor } from './common';
import type { Feature, ServicePageContent, Step } from './types';

export const consultationItems = [
  {
    icon: 'ClipboardList',
    title: 'सामान का आकलन',
    text: 'कमरे-कमरे की सूची: क्या जाएगा, क्या रहेगा और किसे ख़ास देखभाल चाहिए, साथ में सामान की मात्रा, जिससे ट्रक का साइज़ तय होता है।',
  },
  {
    icon: 'CalendarDays',
    title: 'समय-सारणी बनाना',
    text: 'आज से घर सौंपने तक तारीखों वाली योजना: बुकिंग, पैकिंग के दिन, बिजली-पानी के कनेक्शन, सोसाइटी की अनुमति और खुद शिफ्टिंग का दिन।',
  },
  {
    icon: 'Sofa',
    title: 'ख़ास सामान की जाँच',
    text: 'पियानो, काँच के टॉप, मूर्तियाँ, एक्वेरियम, बड़े टीवी और पुश्तैनी सामान: हर चीज़ क्रेट में जाएगी, लपेटी जाएगी या हाथ से ले जाई जाएगी, यह तय करना।',
  },
  {
    icon: 'Route',
    title: 'लॉजिस्टिक्स की योजना',
    text: 'ट्रक का साइज़, टीम में कितने लोग, दोनों तरफ़ पार्किंग और लिफ़्ट का समय, रास्ता, और तारीखें मेल न खाएँ तो स्टोरेज कहाँ काम आएगा।',
  },
] as const satisfies Translated<typeof en.consultationItems> & readonly Feature[];

export const premovingSteps = [
  {
    title: 'पहला संपर्क',
    text: 'आप कॉल करें, लिखें या ऑनलाइन बुक करें। हम पूछते हैं कहाँ, कब और लगभग कितना सामान है, और आपकी सुविधा का सर्वे का समय तय करते हैं।',
  },
  {
    title: 'मौके पर आकलन',
    text: 'हमारे प्लानर घर आते हैं (या वीडियो कॉल पर जुड़ते हैं), हर कमरा देखते हैं, बड़े सामान की नाप लेते हैं और सीढ़ियाँ, लिफ़्ट और पार्किंग जाँचते हैं।',
  },
  {
    title: 'आपके लिए योजना बनाना',
    text: 'हम सर्वे से लिखित योजना बनाते हैं: सामान की सूची, पैकिंग का तरीका, ट्रक और टीम, तारीखें, और पूरे हिसाब वाला कोटेशन।',
  },
  {
    title: 'सुझावों पर बातचीत',
    text: 'हम आपके साथ योजना देखते हैं, सवालों के जवाब देते हैं और उसमें बदलाव करते हैं: पैसे बचाने के लिए कम सेवाएँ, या जहाँ ज़रूरी हो वहाँ ज़्यादा देखभाल।',
  },
  {
    title: 'सेवा का समय तय करना',
    text: 'आपकी मंज़ूरी मिलते ही पैकिंग और शिफ्टिंग के दिन बुक हो जाते हैं, टीम तय हो जाती है और आपको एक तय कोऑर्डिनेटर मिलता है।',
  },
] as const satisfies Translated<typeof en.premovingSteps> & readonly Step[];

export const premoving = {
  slug: 'premoving',
  metaTitle: 'शिफ्टिंग से पहले योजना और सलाह',
  description:
    'शिफ्टिंग से पहले मुफ़्त सलाह: सामान का आकलन, तारीखों वाली समय-सारणी, ख़ास सामान की जाँच और लॉजिस्टिक्स की योजना।',
  hero: {
    title: 'शिफ्टिंग से पहले योजना और सलाह',
    intro:
      'अच्छी शिफ्टिंग ट्रक आने से हफ़्तों पहले तय हो जाती है। हमारे प्लानर आपके घर का सर्वे करते हैं, जाने वाले सामान की सूची बनाते हैं और समय-सारणी तैयार करते हैं, ताकि शिफ्टिंग का दिन सबसे आसान दिन बन जाए।',
    ctas: [
      { label: 'सलाह के लिए बुक करें', href: bookFor('premoving') },
      {
        label: 'योजना गाइड डाउनलोड करें',
        href: guidePath('moving-plan'),
        variant: 'secondary',
      },
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'पैकिंग से पहले योजना क्यों',
      items: [
        {
          icon: 'Target',
          title: 'सोची-समझी योजना',
          text: 'हम घर सौंपने की तारीख से पीछे की ओर योजना बनाते हैं: कब बुक करें, कब पैक करें, कब बिजली-पानी के कनेक्शन कटवाएँ और कब पते बदलवाएँ।',
        },
        {
          icon: 'Scale',
          title: 'साधनों का सही इस्तेमाल',
          text: 'सर्वे से पता चलता है कि आपको असल में कौन-सा ट्रक, कितनी टीम और कितने डिब्बे चाहिए, ताकि आपको बड़े ट्रक या एक फ़ालतू दिन का पैसा न देना पड़े।',
        },
        {
          icon: 'Lightbulb',
          title: 'अनुभवी सलाह',
          text: 'मुश्किल सीढ़ियों, तंग गलियों और नाज़ुक पुश्तैनी सामान के लिए हमारे प्लानर्स के पास कुल 30 साल का टीम अनुभव है।',
        },
      ],
    },
    {
      kind: 'features',
      title: 'सलाह में क्या-क्या शामिल है',
      intro:
        'सलाह मुफ़्त है और साथ में एक लिखित योजना मिलती है जो आपके पास रहती है, चाहे आप किसी के भी साथ शिफ्ट करें।',
      items: consultationItems,
    },
    {
      kind: 'steps',
      title: 'योजना वाली शिफ्टिंग के पाँच कदम',
      items: premovingSteps,
      ctas: [
        { label: 'सलाह के लिए बुक करें', href: bookFor('premoving') },
        {
          label: 'योजना गाइड डाउनलोड करें',
          href: guidePath('moving-plan'),
          variant: 'secondary',
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.premoving> & ServicePageContent;
