// Left out (staff-only, or printed only on the tax invoice, which stays English): businessTexts, tdsTexts. carriageTexts keeps the staff form's English errors and labels.
import type * as en from './bills';
import type { Translated } from '@/lib/i18n/translated';
import { carriageTexts as english } from './bills';

export const carriageTexts: Translated<typeof en.carriageTexts> = {
  weight: 'कुल वज़न',
  distance: 'दूरी',
  notWeighed: 'वज़न नहीं किया गया',
  iba: 'IBA ट्रांसपोर्टर नंबर',
  // The staff form's messages and labels stay in English.
  errors: english.errors,
  form: english.form,
};

export const verifyTexts: Translated<typeof en.verifyTexts> = {
  printed: 'इस दस्तावेज़ की जाँच यहाँ करें',
};

export const verifyPageTexts: Translated<typeof en.verifyPageTexts> = {
  title: 'दस्तावेज़ की जाँच करें',
  quotation: 'कोटेशन',
  valid: 'यह दस्तावेज़ हमारा जारी किया हुआ है',
  cancelled: 'यह दस्तावेज़ हमने जारी किया था, और इसे रद्द कर दिया गया है',
  notFoundTitle: 'यह हमारा दस्तावेज़ नहीं है',
  notFound:
    'इस कोड का हमारा कोई दस्तावेज़ नहीं है। लिंक को कागज़ पर छपे लिंक से मिलाएँ; अगर वह मेल खाता है, तो यह कागज़ हमारी ओर से नहीं है: कृपया नीचे दिए नंबर पर हमें बताएँ।',
  rateLimitedTitle: 'इस कनेक्शन से बहुत ज़्यादा बार जाँच की गई है',
  rateLimited: 'कृपया कुछ मिनट रुककर फिर कोशिश करें।',
  unavailable: 'अभी जाँच नहीं हो सकी। कृपया एक मिनट बाद फिर कोशिश करें।',
  fields: {
    kind: 'दस्तावेज़',
    number: 'नंबर',
    date: 'तारीख',
    company: 'जारी करने वाला',
    gstin: 'GSTIN',
    amount: 'राशि',
    cites: 'यह इनवॉइस रद्द करता है',
    status: 'स्थिति',
  },
  statusValid: 'मान्य',
  statusCancelled: (number: string, date: string) => `${date} के क्रेडिट नोट ${number} से रद्द`,
  privacy:
    'यह पेज सिर्फ़ उतना दिखाता है जितना यह साबित करने के लिए ज़रूरी है कि कागज़ हमारा है। यह ग्राहक का नाम, फ़ोन या पता कभी नहीं दिखाता।',
  questions: (phone: string) => `कोई सवाल? हमें ${phone} पर कॉल करें।`,
};
