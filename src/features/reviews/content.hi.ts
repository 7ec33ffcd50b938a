// Left out: reviewLimits (numbers, no text). reviewTexts.staff keeps its English (staff stay in English).
import type * as en from './content';
import type { Translated } from '@/lib/i18n/translated';
import { reviewLimits, reviewTexts as english } from './content';
import { site } from '@/content/site';

export const reviewTexts: Translated<typeof en.reviewTexts> = {
  page: {
    title: 'हमारे ग्राहकों के रिव्यू',
    metaTitle: `${site.shortName} पैकर्स एंड मूवर्स के ग्राहक रिव्यू`,
    description: `सिर्फ़ उन ग्राहकों के लिखे रिव्यू जिनकी शिफ्टिंग ${site.shortName} ने पूरी की है; हर रिव्यू प्रकाशित होता है, रेटिंग चाहे जो हो।`,
    intro:
      'रिव्यू सिर्फ़ वही ग्राहक लिख सकते हैं जिनकी शिफ्टिंग हमने पूरी की है, उस लिंक से जो हम शिफ्टिंग पूरी होने पर भेजते हैं। हम हर रिव्यू प्रकाशित करते हैं, रेटिंग चाहे जो हो; कोई रिव्यू सिर्फ़ गाली-गलौज या किसी की निजी जानकारी होने पर छिपाते हैं, और किसी रिव्यू में कभी बदलाव नहीं करते।',
    average: (average: string, count: number) =>
      `5 में से ${average} (${count.toLocaleString('en-IN')} रिव्यू)`,
    none: 'अभी कोई रिव्यू नहीं है। जैसे-जैसे ग्राहक अपनी पूरी हुई शिफ्टिंग के रिव्यू लिखेंगे, वे यहाँ दिखेंगे।',
    previous: 'नए रिव्यू',
    next: 'पुराने रिव्यू',
    pageOf: (page: number, pages: number) => `${pages} में से पेज ${page}`,
  },
  stripHeading: 'पूरी हुई शिफ्टिंग के ग्राहक क्या कहते हैं',
  stripAll: 'सभी रिव्यू पढ़ें',
  verified: 'सत्यापित शिफ्टिंग',
  stars: (rating: number) => `5 में से ${rating} स्टार`,
  route: (from: string, to: string) => (from === to ? `${from} के अंदर` : `${from} से ${to}`),
  anonymous: 'एक ग्राहक',
  replyHeading: `${site.shortName} का जवाब`,
  form: {
    title: 'अपनी शिफ्टिंग का रिव्यू दें',
    metaTitle: `${site.shortName} के साथ अपनी शिफ्टिंग का रिव्यू दें`,
    intro: (reference: string) =>
      `दूसरे परिवारों को बताइए कि आपकी शिफ्टिंग ${reference} कैसी रही। आप जो भी रेटिंग दें, आपका रिव्यू प्रकाशित होगा; यह लिंक सिर्फ़ एक बार काम करता है।`,
    rating: 'आपकी रेटिंग',
    ratingLabels: ['1 स्टार (खराब)', '2 स्टार', '3 स्टार', '4 स्टार', '5 स्टार (बहुत बढ़िया)'],
    text: 'आपका रिव्यू',
    textHint: '(वैकल्पिक, ज़्यादा से ज़्यादा 2000 अक्षर)',
    showName: 'मेरा नाम ऐसे दिखाएँ',
    showNames: {
      full: (name: string) => `${name} (पूरा नाम)`,
      initial: (short: string) => `${short} (पहला नाम और सरनेम का पहला अक्षर)`,
      anonymous: 'बिना नाम के (“एक ग्राहक”)',
    },
    submit: 'मेरा रिव्यू प्रकाशित करें',
    sending: 'प्रकाशित हो रहा है…',
    failed: 'अभी आपका रिव्यू सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
    fixFields: 'कृपया चिह्नित खानों की जानकारी ठीक करें।',
    rateLimited: (seconds: number) =>
      `आपके कनेक्शन से बहुत ज़्यादा बार कोशिश की गई है। कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`,
  },
  thanks: {
    title: 'आपके रिव्यू के लिए धन्यवाद',
    body: 'यह हमारे रिव्यू पेज पर प्रकाशित हो गया है।',
    google: 'क्या आप Google पर भी हमारा रिव्यू देंगे? इससे दूसरे परिवारों को भरोसेमंद मूवर्स ढूँढने में मदद मिलती है।',
    googleLink: 'Google पर रिव्यू दें',
    allReviews: 'सभी रिव्यू देखें',
  },
  gone: {
    title: 'यह रिव्यू लिंक अब काम नहीं करता',
    used: 'इस लिंक से रिव्यू पहले ही लिखा जा चुका है। धन्यवाद!',
    expired: `रिव्यू लिंक शिफ्टिंग के बाद ${reviewLimits.validDays} दिन तक काम करते हैं। अगर आप अब भी बताना चाहते हैं कि शिफ्टिंग कैसी रही, तो हमें कॉल या व्हाट्सऐप करें।`,
    unknown: 'यह रिव्यू लिंक हमें पहचान में नहीं आया। कृपया जाँच लें कि पूरा लिंक कॉपी हुआ है।',
  },
  email: {
    intro: `हमारा काम कैसा रहा? दूसरे परिवारों को रिव्यू में बताइए (बस एक मिनट लगेगा; यह लिंक एक बार, ${reviewLimits.validDays} दिन तक काम करता है):`,
    button: 'अपनी शिफ्टिंग का रिव्यू दें',
  },
  whatsapp: (reference: string, url: string) =>
    `${site.shortName} की ओर से नमस्ते! आपकी शिफ्टिंग ${reference} पूरी हो गई है। क्या आप दूसरे परिवारों को बताएँगे कि यह कैसी रही? यह लिंक एक बार काम करता है: ${url}`,
  staff: english.staff,
};
