// Left out: trackPath and trackHref (the address of /track, no text).
import type * as en from './content';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from '@/content/claims.hi';
import { policies } from '@/content/policies.hi';
import { site } from '@/content/site.hi';

const { callbackPromise, emailReply } = claims;

export const trackPage: Translated<typeof en.trackPage> = {
  metaTitle: 'अपना अनुरोध ट्रैक करें',
  description: 'रेफ़रेंस नंबर से अपनी बुकिंग, कोटेशन अनुरोध या संदेश खोजें और देखें कि वह किस स्थिति में है।',
  eyebrow: 'अपना अनुरोध ट्रैक करें',
  heading: 'मेरा अनुरोध कहाँ तक पहुँचा?',
  intro:
    'अपनी पुष्टि में मिला रेफ़रेंस नंबर और हमें दिया गया फ़ोन नंबर या ईमेल डालें। आपने क्या माँगा था और वह किस स्थिति में है, यह आपको दिख जाएगा।',
  form: {
    heading: 'अनुरोध खोजें',
    anotherHeading: 'कोई और अनुरोध खोजें',
    reference: 'रेफ़रेंस नंबर',
    referenceHint: 'जैसे BK-7Q2M9X: यह आपकी पुष्टि वाली स्क्रीन और ईमेल पर है।',
    contact: 'फ़ोन नंबर या ईमेल',
    contactHint: 'वही, जो आपने अनुरोध के साथ दिया था।',
    submit: 'मेरा अनुरोध दिखाएँ',
  },
  notFound: {
    heading: 'यह अनुरोध हमें नहीं मिला',
    body: 'इस रेफ़रेंस नंबर और इस फ़ोन नंबर या ईमेल से कोई अनुरोध मेल नहीं खाता। दोनों को अपनी पुष्टि से मिलाकर देखें; फ़ोन नंबर या ईमेल वही होना चाहिए जो आपने अनुरोध के साथ दिया था।',
  },
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `आपके नेटवर्क से बहुत ज़्यादा बार खोजा गया है। कृपया ${minutes === 1 ? 'एक' : minutes} मिनट बाद फिर कोशिश करें, या हमें ${site.phone.display} पर कॉल करें।`;
  },
  unavailable: `अभी हम अनुरोध नहीं खोज पा रहे हैं। कृपया कुछ मिनट बाद फिर कोशिश करें, या हमें ${site.phone.display} पर कॉल करें।`,
  fixFields: 'कृपया चिह्नित खानों की जानकारी ठीक करें।',
  result: {
    /** On a Hindi or Odia result: the same request on the English page. */
    readInEnglish: 'यह पेज अंग्रेज़ी (English) में पढ़ें',
    referenceLabel: 'रेफ़रेंस नंबर',
    kindLabel: 'अनुरोध',
    statusLabel: 'अभी की स्थिति',
    askedHeading: 'आपने क्या माँगा',
    timelineHeading: 'प्रगति',
    nextHeading: 'आगे क्या होगा',
    notYet: 'अभी नहीं',
    estimateLabel: 'हमारा अनुमानित खर्च',
    estimateValue: (total: string, low: string, high: string, date: string) =>
      `${total} जीएसटी सहित (मुफ़्त सर्वे के बाद ${low} से ${high} तक), ${date} तक मान्य`,
    estimateExpired: (total: string, date: string) =>
      `${total} जीएसटी सहित, ${date} तक मान्य था; इसकी समय-सीमा निकल गई है, इसलिए कीमत सर्वे के समय पक्की होगी`,
    timeNote: 'समय भारतीय समय (IST) के अनुसार है।',
  },
  reach: {
    heading: 'हमसे बात करें',
    intro: `अपना रेफ़रेंस नंबर बताइए, हम वहीं से बात आगे बढ़ाएँगे। ${claims.support}।`,
    call: 'कॉल करें',
    whatsapp: 'व्हाट्सऐप',
    whatsappMessage: (reference?: string) =>
      reference
        ? `नमस्ते ${site.shortName}, मुझे अपने अनुरोध ${reference} के बारे में जानकारी चाहिए।`
        : site.whatsapp.message,
    email: 'ईमेल',
  },
};

export const trackValidation: Translated<typeof en.trackValidation> = {
  referenceRequired: 'कृपया अपना रेफ़रेंस नंबर डालें।',
  referenceInvalid: 'रेफ़रेंस नंबर BK-7Q2M9X जैसा होता है: दो अक्षर, एक हाइफ़न (-) और छह अक्षर या अंक।',
  contactRequired: 'कृपया वही फ़ोन नंबर या ईमेल डालें जो आपने हमें दिया था।',
  contactInvalid:
    'कृपया ईमेल पता डालें, या भारतीय फ़ोन नंबर (10 अंकों का मोबाइल, या एसटीडी कोड के साथ लैंडलाइन)।',
};

export const trackKindLabels: Translated<typeof en.trackKindLabels> = {
  booking: 'बुकिंग',
  quote: 'कोटेशन अनुरोध',
  contact: 'हमें भेजा संदेश',
};

export const trackStatusLabels: Translated<typeof en.trackStatusLabels> = {
  new: 'हमें मिला',
  contacted: 'हमने आपसे संपर्क किया',
  booked: 'बुकिंग पक्की',
  done: 'काम पूरा',
  cancelled: 'रद्द',
};

export const trackDetailLabels: Translated<typeof en.trackDetailLabels> = {
  service: 'सेवा',
  moveDate: 'शिफ्टिंग की तारीख',
  route: 'कहाँ से → कहाँ तक',
  moveType: 'शिफ्टिंग का प्रकार',
};

export const trackNextSteps: Translated<typeof en.trackNextSteps> = {
  booking: {
    new: `आपकी बुकिंग हमें मिल गई है। ${callbackPromise} उसी कॉल पर हम तारीख, सामान और कीमत पक्की करेंगे।`,
    contacted:
      'हमारी आपसे बात हो चुकी है। तारीख, सर्वे और कीमत तय होते ही आपकी बुकिंग पक्की मानी जाएगी और हम आपको ईमेल करेंगे।',
    booked:
      'आपकी शिफ्टिंग बुक हो गई है। हमारे टीम लीडर एक दिन पहले आपको कॉल करके समय पक्का करेंगे। उस दिन छोटी कीमती चीज़ें और ज़रूरी कागज़ात अपने पास रखें।',
    done: `आपकी शिफ्टिंग पूरी हो गई है। हमारे साथ शिफ्टिंग करने के लिए धन्यवाद। अगर कोई सामान टूटा-फूटा पहुँचा हो, तो डिलीवरी के ${policies.damageReportDays} दिनों के अंदर उसकी फ़ोटो भेजें, हम आपका क्लेम शुरू कर देंगे।`,
    cancelled:
      'यह बुकिंग रद्द कर दी गई है। अगर आपने ऐसा नहीं कहा था, या आप फिर से बुक करना चाहते हैं, तो हमें कॉल या मैसेज करें।',
  },
  quote: {
    new: `आपका कोटेशन अनुरोध हमें मिल गया है। ${callbackPromise} सही कीमत बताने के लिए हम वीडियो सर्वे या घर आकर सर्वे करने को कह सकते हैं।`,
    contacted:
      'आपके कोटेशन के बारे में हमारी बात हो चुकी है। आप इसे स्वीकार करेंगे, तो हम आपकी शिफ्टिंग बुक कर देंगे और यह पेज उसे दिखाएगा।',
    booked:
      'आपने हमारा कोटेशन स्वीकार कर लिया है और आपकी शिफ्टिंग बुक हो गई है। हमारे टीम लीडर एक दिन पहले कॉल करेंगे।',
    done: 'आपकी शिफ्टिंग पूरी हो गई है। हमारे साथ शिफ्टिंग करने के लिए धन्यवाद।',
    cancelled:
      'यह कोटेशन अनुरोध बंद कर दिया गया है। अगर आपको अब भी कोटेशन चाहिए, तो हमें कभी भी कॉल या मैसेज करें।',
  },
  contact: {
    new: `आपका संदेश हमें मिल गया है। ${emailReply}`,
    contacted: 'हमने आपके संदेश का जवाब दे दिया है। अपना इनबॉक्स देखें, स्पैम फ़ोल्डर भी।',
    booked: 'आपकी पूछताछ अब बुकिंग बन गई है। हमारे टीम लीडर आपकी शिफ्टिंग से एक दिन पहले कॉल करेंगे।',
    done: 'आपकी पूछताछ पूरी हो गई है। हम और कुछ कर सकें, तो कभी भी लिखें।',
    cancelled: 'यह संदेश बंद कर दिया गया है। अगर आपको अब भी हमसे कुछ चाहिए, तो लिखें या कॉल करें।',
  },
};

export const trackMoveDayNext: Translated<typeof en.trackMoveDayNext> = {
  arrived:
    'हमारी टीम आपके घर पहुँच गई है। पैकिंग से पहले वे आपके सामान की फ़ोटो लेंगे: कोई पुरानी खरोंच या डेंट हो तो बता दें, ताकि फ़ोटो के साथ लिखा जाए।',
  packed:
    'आपका सामान पैक हो गया है। टीम के साथ सामान की सूची मिला लें और उनके फ़ोन पर साइन करें: डिलीवरी के समय आप इसी सूची से सामान मिलाएँगे।',
  loaded:
    'आपका सामान ट्रक में है। डिलीवरी होते ही हम आपको ईमेल करेंगे। अपना फ़ोन चालू रखें: पहुँचने से पहले ड्राइवर या टीम लीडर आपको कॉल करेंगे।',
  'in-transit':
    'आपका सामान रास्ते में है। नए पते पर पहुँचने से पहले टीम लीडर आपको कॉल करेंगे: सामान लेने के लिए वहाँ किसी को रखें।',
  reached:
    'ट्रक आपके नए पते पर पहुँच गया है। हर सामान उतरते समय देख लें, और साइन करने से पहले कोई नुकसान हो तो टीम को बताएँ: वे उसे डिलीवरी रसीद पर लिखेंगे।',
  delivered: `आपके सामान की डिलीवरी हो गई है। आपकी डिलीवरी रसीद नीचे "आपके दस्तावेज़" में है: इसे संभालकर रखें। सामान खोलते समय कुछ टूटा हुआ या गायब मिले, तो डिलीवरी के ${policies.damageReportDays} दिनों के अंदर फ़ोटो के साथ इसी पेज पर "नुकसान या सामान गायब" में बताएँ, हम आपका क्लेम शुरू कर देंगे। शिफ्टिंग पूरी होने पर हम आपको रिव्यू लिखने का लिंक ईमेल करेंगे: इससे दूसरे परिवारों को चुनने में मदद मिलती है।`,
};
