// Left out: none. The last four (placeInvalid … deviceInvalid) answer API callers, not people
// filling a form; they keep the field names and values in English.
import type * as en from './validation';
import type { Translated } from '@/lib/i18n/translated';

export const validationMessages: Translated<typeof en.validationMessages> = {
  nameRequired: 'कृपया अपना नाम लिखें।',
  nameTooLong: 'कृपया नाम 120 अक्षरों से छोटा रखें।',
  emailRequired: 'कृपया अपना ईमेल पता लिखें।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें, जैसे: name@example.com',
  emailTooLong: 'ईमेल पता 254 अक्षरों से लंबा नहीं हो सकता।',
  phoneRequired: 'कृपया अपना फ़ोन नंबर लिखें।',
  phoneInvalid:
    'कृपया भारतीय मोबाइल नंबर (10 अंक, +91 के साथ या उसके बिना) या STD कोड के साथ लैंडलाइन नंबर लिखें।',
  serviceRequired: 'भेजने से पहले कृपया एक सेवा चुनें।',
  dateRequired: 'कृपया तारीख चुनें।',
  dateInvalid: 'कृपया तारीख YYYY-MM-DD के रूप में लिखें।',
  datePast: 'बीती हुई तारीख नहीं चुनी जा सकती।',
  dateTooFar: 'कृपया अगले दो साल के अंदर की कोई तारीख चुनें।',
  textTooLong: 'कृपया इसे 2000 अक्षरों से छोटा रखें।',
  messageRequired: 'कृपया अपना संदेश लिखें।',
  fieldTooLong: 'कृपया इसे 120 अक्षरों से छोटा रखें।',
  requiredField: 'यह खाना भरना ज़रूरी है।',
  originRequired: 'कृपया बताएँ कि आप कहाँ से शिफ्ट हो रहे हैं।',
  destinationRequired: 'कृपया बताएँ कि आप कहाँ शिफ्ट हो रहे हैं।',
  moveTypeRequired: 'कृपया चुनें: घरेलू, कमर्शियल या इंटरनेशनल।',
  quoteServiceRequired: 'कृपया बताएँ कि आपको कौन-सी सेवा चाहिए।',
  pickupCityRequired: 'कृपया वह शहर लिखें जहाँ से सामान उठाना है, या पिकअप का पता पूरा खाली छोड़ दें।',
  dropCityRequired: 'कृपया वह शहर लिखें जहाँ सामान पहुँचाना है, या डिलीवरी का पता पूरा खाली छोड़ दें।',
  addressTooLong: 'कृपया पता 300 अक्षरों से छोटा रखें।',
  placeInvalid: 'जगह {city, area?, address?} के रूप में भेजें।',
  quoteSourceInvalid: 'source की वैल्यू "quotation" या "popup" होनी चाहिए।',
  leadLanguage: 'भाषा के लिए en, hi या or में से एक भेजें, या अंग्रेज़ी के लिए इसे छोड़ दें।',
  leadSourceInvalid:
    'लीड कहाँ से आई, यह {utmSource?, utmMedium?, utmCampaign?, referrer?, landing?, device?} के रूप में भेजें; हर वैल्यू string हो।',
  deviceInvalid: 'device की वैल्यू "phone" या "desktop" होनी चाहिए।',
};
