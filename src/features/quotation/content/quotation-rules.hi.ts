// Left out: nothing; the staff editor's messages in quotationValidation and quotationApiMessages keep their English text (staff stay in English).
import type * as en from './quotation-rules';
import type { Translated } from '@/lib/i18n/translated';
import {
  quotationApiMessages as englishApi,
  quotationValidation as english,
} from './quotation-rules';
import { QUOTATION_LIMITS } from '../settings';
import { company } from '@/settings/company';
import { policies } from '@/content/policies';

export const quotationValidation: Translated<typeof en.quotationValidation> = {
  // The staff editor's fields.
  linesRequired: english.linesRequired,
  tooManyLines: english.tooManyLines,
  kind: english.kind,
  labelRequired: english.labelRequired,
  labelTooLong: english.labelTooLong,
  paise: english.paise,
  lineTooLarge: english.lineTooLarge,
  discount: english.discount,
  advance: english.advance,
  advancePercent: english.advancePercent,
  advanceOne: english.advanceOne,
  totalTooLarge: english.totalTooLarge,
  validUntil: english.validUntil,
  validUntilFar: english.validUntilFar,
  version: english.version,
  channel: english.channel,
  // The customer's forms on /q/{token}.
  acceptTotal: 'कृपया पेज दोबारा लोड करें और जो वर्ज़न आपने पढ़ा है, उसे फिर से स्वीकार करें।',
  name: 'स्वीकार करने के लिए अपना पूरा नाम लिखें।',
  nameTooLong: `नाम ${QUOTATION_LIMITS.name} अक्षरों के अंदर रखें।`,
  agree: 'शर्तों से सहमति के लिए बॉक्स पर टिक करें।',
  message: 'बताइए कि आप क्या बदलवाना चाहते हैं।',
  messageTooLong: `संदेश ${QUOTATION_LIMITS.message} अक्षरों के अंदर रखें।`,
  utr: 'UTR (UPI रेफ़रेंस) 12 अंकों का होता है; बैंक ट्रांसफ़र का रेफ़रेंस 22 अक्षरों और अंकों तक का होता है।',
};

export const quotationApiMessages: Translated<typeof en.quotationApiMessages> = {
  invalid: 'कुछ जानकारी ठीक करनी है।',
  // The staff editor's answers.
  exists: englishApi.exists,
  conflict: englishApi.conflict,
  accepted: englishApi.accepted,
  noLead: englishApi.noLead,
  // The customer's page.
  notFound: 'इस लिंक पर कोई कोटेशन नहीं है। अपने संदेश का लिंक जाँचें, या हमें कॉल करें।',
  superseded: (latest: number) => `इस वर्ज़न की जगह नया वर्ज़न आ गया है: मौजूदा कोटेशन वर्ज़न ${latest} है।`,
  changed: (latest: number, total: string) =>
    `यह वह कोटेशन नहीं है जो आपने पढ़ा था: वर्ज़न ${latest} का कुल ${total} है। इसे पढ़ें और फिर से स्वीकार करें।`,
  expired: (date: string) => `यह कोटेशन ${date} तक मान्य था। हमसे नया कोटेशन माँगें, हम तुरंत भेज देंगे।`,
  rateLimited: (seconds: number) =>
    `आपके कनेक्शन से बहुत ज़्यादा बार कोशिश की गई है। कृपया ${Math.ceil(seconds / 60)} मिनट रुकें।`,
  unavailable: 'अभी हम अपने रिकॉर्ड तक नहीं पहुँच पा रहे हैं। कृपया एक मिनट बाद फिर कोशिश करें, या हमें कॉल करें।',
  tooLate: 'यह कोटेशन पहले ही स्वीकार हो चुका है; अब कोई बदलाव करना हो तो हमें कॉल करें।',
};

export const quotationTerms: Translated<typeof en.quotationTerms> = [
  'कीमत में सर्वे की सूची में लिखा सामान शामिल है। शिफ्टिंग के दिन जोड़ा गया सामान उसी प्रति घन फ़ुट दर से लिया जाएगा, और हम लोडिंग से पहले आपको बता देंगे।',
  'एडवांस से तारीख और गाड़ी पक्की होती है। बकाया राशि डिलीवरी पर, अनलोडिंग से पहले, UPI, बैंक ट्रांसफ़र या नकद से दी जाती है।',
  `शिफ्टिंग से ${policies.freeRescheduleHours} घंटे पहले तक आप बिना किसी शुल्क के तारीख बदल सकते हैं। उसके बाद रद्द करने पर एडवांस वापस नहीं होगा।`,
  'ट्रांज़िट बीमा घोषित मूल्य पर, घिसाई (डेप्रिसिएशन) घटाकर, मिलता है। कोई भी नुकसान डिलीवरी के 7 दिनों के अंदर, फ़ोटो के साथ, बताएँ।',
  'गहने, नकदी, ज़रूरी कागज़ात और कीमती सामान ट्रक में नहीं, अपने साथ रखें।',
  `सीढ़ियाँ, लंबी दूरी तक सामान ढोना या छोटी गाड़ी से सामान पहुँचाना, अगर सर्वे के समय पता न हो, तो उसी दिन तय दर पर लिया जाएगा। दिखाया गया जीएसटी GSTIN ${company.gstin} के तहत लिया जाता है।`,
];
