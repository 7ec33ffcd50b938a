// Left out: nothing; slug, ids, hrefs and variants are copied.
import type * as en from './quotation';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from '../claims.hi';
import { policies } from '../policies.hi';
import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate.hi';
import type { ServicePageContent } from './types';

export const quotation = {
  slug: 'quotation',
  metaTitle: 'शिफ्टिंग का मुफ़्त कोटेशन',
  description:
    'शिफ्टिंग का मुफ़्त, पूरे हिसाब वाला कोटेशन माँगें, जिसमें जीएसटी अलग दिखाया गया हो और शिफ्टिंग के दिन कोई खर्च न जुड़े। कॉल करें, ईमेल करें या अपनी जानकारी भेजें।',
  hero: {
    title: 'साफ़ कोटेशन, कोई छिपा खर्च नहीं',
    intro: `हमें बताइए कि क्या और कहाँ शिफ्ट करना है। आपको लिखित, पूरे हिसाब वाला कोटेशन मिलेगा, जिसमें जीएसटी अलग लाइन में होगा, ${policies.quoteValidityDays} दिन तक मान्य, और शिफ्टिंग के दिन कुछ नहीं जुड़ेगा।`,
    ctas: [
      { label: 'अपना कोटेशन माँगें', href: '#quote-form' },
      { label: 'शिफ्टिंग बुक करें', href: bookFor('quotation'), variant: 'secondary' },
      estimateCta(),
    ],
  },
  blocks: [
    {
      kind: 'quote',
      id: 'quote-form',
      title: 'अपना मुफ़्त कोटेशन माँगें',
      intro: 'अपनी जानकारी भेजें, या फ़ोन या ईमेल से सीधे हमारे कोटेशन डेस्क से बात करें।',
      reasonsTitle: 'पहले कोटेशन क्यों लें',
      reasons: [
        'तय करने से पहले पूरी कीमत देखें: पैकिंग, ढुलाई, लोडिंग, अनलोडिंग और जीएसटी।',
        'विकल्पों की आपस में तुलना करें, जैसे पूरी पैकिंग बनाम आसान कमरे खुद पैक करना।',
        `जब तक आप तारीखें तय करें, ${policies.quoteValidityDays} दिन तक कीमत पक्की रखें।`,
        'ट्रक का साइज़, टीम में कितने लोग और समय पहले से जानें।',
        'कोई बाध्यता नहीं, और सर्वे का कोई शुल्क नहीं।',
      ],
    },
    {
      kind: 'steps',
      title: 'माँगने के बाद क्या होता है',
      items: [
        {
          title: 'हम आपको कॉल करते हैं',
          text: claims.callbackPromise,
        },
        {
          title: 'मुफ़्त सर्वे',
          text: 'हमारे प्लानर घर आते हैं या वीडियो कॉल पर जुड़ते हैं, ताकि देख सकें कि क्या शिफ्ट होना है और दोनों तरफ़ आने-जाने का रास्ता कैसा है।',
        },
        {
          title: 'पूरे हिसाब वाला लिखित कोटेशन',
          text: 'हर सेवा, सामग्री और जीएसटी अलग-अलग लाइन में, ईमेल और व्हाट्सऐप पर भेजा जाता है।',
        },
        {
          title: 'जब तैयार हों, बुक करें',
          text: 'ऑनलाइन या फ़ोन पर पक्का करें। कोटेशन पर जो कीमत है, वही बिल पर होगी।',
        },
      ],
    },
  ],
} as const satisfies Translated<typeof en.quotation> & ServicePageContent;
