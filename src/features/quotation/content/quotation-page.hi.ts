// Left out (staff-only or no text): prefillTexts, quotationStatusLabels, staffQuotationTexts, quotationPath, QuotationNotice, quotationCsvTexts. quotationEmailTexts keeps the English staff emails and notes.
import type * as en from './quotation-page';
import type { Translated } from '@/lib/i18n/translated';
import { quotationEmailTexts as english } from './quotation-page';
import { company } from '@/settings/company';
import { site } from '@/content/site.hi';

const brand = site.name;

export const customerQuotationPage: Translated<typeof en.customerQuotationPage> = {
  metaTitle: (reference: string) => `कोटेशन ${reference}`,
  heading: 'कोटेशन',
  numberLabel: 'कोटेशन नंबर',
  versionLabel: (version: number) => `वर्ज़न ${version}`,
  dateLabel: 'तारीख',
  validLabel: 'कब तक मान्य',
  forLabel: 'ग्राहक',
  fromCompany: 'कंपनी',
  gstinLabel: 'GSTIN',
  panLabel: 'PAN',
  moveHeading: 'आपकी शिफ्टिंग',
  moveDate: 'शिफ्टिंग की तारीख',
  from: 'कहाँ से',
  to: 'कहाँ तक',
  vehicle: 'गाड़ी',
  volume: 'सर्वे में मापा गया सामान',
  volumeValue: (cft: number) => `${cft} cft`,
  notYet: 'अभी तय होना है',
  inventoryHeading: 'हम क्या ले जाएँगे',
  inventoryNone: 'अभी सर्वे नहीं हुआ है: कीमत में आपके बताए घर का सामान शामिल है।',
  pieces: (count: number) => `${count} नग`,
  chargesHeading: 'खर्च का विवरण',
  columns: { item: 'सेवा', sac: 'SAC', amount: 'राशि', gst: 'जीएसटी', total: 'कुल' },
  gstRate: (bp: number) => `${bp / 100} %`,
  subtotal: 'जीएसटी से पहले उप-योग',
  gst: 'जीएसटी',
  discount: 'छूट',
  taxable: 'कर योग्य राशि (छूट के बाद)',
  total: 'कुल देय राशि',
  advance: 'बुकिंग पक्की करने के लिए एडवांस',
  balance: 'बकाया राशि, डिलीवरी पर अनलोडिंग से पहले देनी है',
  termsHeading: 'शर्तें',
  acceptHeading: 'स्वीकार करें और बुक करें',
  acceptIntro: 'अपना पूरा नाम लिखें और बॉक्स पर टिक करें: आपकी शिफ्टिंग ऊपर दी गई तारीख के लिए बुक हो जाएगी।',
  nameLabel: 'आपका पूरा नाम',
  agreeLabel: 'मैंने कोटेशन पढ़ लिया है और मैं इसकी शर्तों से सहमत हूँ।',
  acceptButton: 'स्वीकार करें और बुक करें',
  acceptedHeading: 'स्वीकार हो गया — आपकी शिफ्टिंग बुक हो गई है',
  acceptedBy: (name: string, when: string) => `${name} ने ${when} को स्वीकार किया।`,
  supersededHeading: 'इस वर्ज़न की जगह नया वर्ज़न आ गया है',
  supersededBody: (latest: number) => `हमने नया वर्ज़न (वर्ज़न ${latest}) भेजा है।`,
  seeLatest: 'मौजूदा कोटेशन देखें',
  replacesNote: (version: number, openedOn: string) =>
    `यह कोटेशन वर्ज़न ${version} की जगह लेता है, जिसे आपने ${openedOn} को खोला था। कृपया इसे फिर से पढ़ें: स्वीकार करने के लिए कीमत वही है जो नीचे दी गई है।`,
  expiredHeading: 'इस कोटेशन की समय-सीमा निकल गई है',
  expiredBody: (date: string) =>
    `यह ${date} तक मान्य था। नीचे बदलाव के लिए कहें, या हमें कॉल करें, हम नया कोटेशन भेज देंगे।`,
  changeHeading: 'बदलाव के लिए कहें',
  changeIntro: 'दूसरी तारीख, ज़्यादा सामान, कम कीमत? हमें बताइए; हम उसी दिन जवाब देते हैं।',
  changeLabel: 'आप क्या बदलवाना चाहते हैं?',
  changeButton: 'मेरा अनुरोध भेजें',
  changeSent: 'धन्यवाद। आपका अनुरोध हमें मिल गया है, हम बदला हुआ कोटेशन भेजेंगे।',
  payHeading: 'एडवांस का भुगतान करें',
  payIntro: (amount: string) =>
    `${amount} UPI से भुगतान करें: किसी भी UPI ऐप (GPay, PhonePe, Paytm, BHIM) से कोड स्कैन करें, या इसी फ़ोन पर ऐप खोलें।`,
  qrLabel: (amount: string) =>
    `${company.upi.payeeName} को ${amount} का भुगतान करने के लिए UPI QR कोड`,
  openUpi: 'अपने UPI ऐप में खोलें',
  upiId: 'UPI ID',
  bankIntro: (amount: string) => `${amount} बैंक ट्रांसफ़र (NEFT, IMPS या RTGS) से इस खाते में भेजें:`,
  bank: {
    accountName: 'खाताधारक का नाम',
    accountNumber: 'खाता नंबर',
    ifsc: 'IFSC',
    bankName: 'बैंक',
  },
  paidHeading: 'मैंने भुगतान कर दिया है',
  paidIntro: 'हमें UTR (आपके UPI ऐप में 12 अंकों का रेफ़रेंस नंबर) बताइए, हम भुगतान की पुष्टि करेंगे।',
  utrLabel: 'UTR या बैंक रेफ़रेंस नंबर',
  paidButton: 'रेफ़रेंस नंबर भेजें',
  paidSent: (utr: string) => `धन्यवाद: आपका भुगतान रेफ़रेंस ${utr} हमें मिल गया है, हम इसकी पुष्टि करेंगे।`,
  signatory: `${company.legalName} की ओर से`,
  signatoryName: `${company.signatory.name}, ${company.signatory.title}`,
  questions: `कोई सवाल? ${site.phone.display} पर कॉल करें या ${company.email} पर लिखें।`,
  notFoundTitle: 'इस लिंक पर कोई कोटेशन नहीं है',
  rateLimitedTitle: 'कृपया थोड़ा रुकें',
  fixFields: 'कृपया नीचे चिह्नित खाने जाँच लें।',
};

export const quotationEmailTexts: Translated<typeof en.quotationEmailTexts> = {
  customerSubject: (reference: string) => `${brand} से आपका कोटेशन ${reference}`,
  customerBody: (reference: string, url: string, validUntil: string) =>
    [
      'नमस्ते,',
      '',
      `अनुरोध ${reference} के लिए आपका कोटेशन तैयार है। हर खर्च यहाँ देखें, इसे स्वीकार करें और अपनी शिफ्टिंग बुक करें:`,
      url,
      '',
      `यह ${validUntil} तक मान्य है।`,
      '',
      brand,
      `${site.phone.display} · ${company.email}`,
    ].join('\n'),
  whatsapp: (m: {
    reference: string;
    url: string;
    validUntil: string;
    total: string;
    advance: string | null;
  }) =>
    [
      `नमस्ते, ${brand} से आपका कोटेशन ${m.reference} तैयार है।`,
      `कुल: ${m.total} (जीएसटी सहित)।`,
      m.advance ? `बुकिंग के लिए एडवांस: ${m.advance}।` : 'बुकिंग के लिए कोई एडवांस नहीं चाहिए।',
      `${m.validUntil} तक मान्य।`,
      `हर खर्च देखें, स्वीकार करें और बुक करें: ${m.url}`,
    ].join('\n'),
  // Staff stay in English (issue 49): the office's emails and the lead's notes.
  staffAcceptedSubject: english.staffAcceptedSubject,
  staffAcceptedBody: english.staffAcceptedBody,
  staffChangeSubject: english.staffChangeSubject,
  staffChangeBody: english.staffChangeBody,
  staffPaidSubject: english.staffPaidSubject,
  staffPaidBody: english.staffPaidBody,
  changeNote: english.changeNote,
  paidNote: english.paidNote,
};

export const quotationNotices: Translated<typeof en.quotationNotices> = {
  accepted: {
    tone: 'success',
    text: 'धन्यवाद: आपकी शिफ्टिंग बुक हो गई है। तारीख और गाड़ी पक्की करने के लिए नीचे एडवांस का भुगतान करें।',
  },
  'change-sent': {
    tone: 'success',
    text: 'धन्यवाद। आपका अनुरोध हमें मिल गया है, हम बदला हुआ कोटेशन भेजेंगे, आम तौर पर उसी दिन।',
  },
  'paid-sent': {
    tone: 'success',
    text: 'धन्यवाद: आपका भुगतान रेफ़रेंस हमें मिल गया है। रकम हमारे खाते में दिखते ही हम पुष्टि करेंगे।',
  },
  'invalid-name': {
    tone: 'error',
    text: 'स्वीकार करने के लिए अपना पूरा नाम लिखें (कम से कम 2 अक्षर)।',
  },
  'invalid-agree': {
    tone: 'error',
    text: 'शर्तों से सहमति के लिए बॉक्स पर टिक करें, फिर "स्वीकार करें और बुक करें" दबाएँ।',
  },
  'invalid-version': { tone: 'error', text: 'कृपया पेज दोबारा लोड करें और फिर से स्वीकार करें।' },
  'invalid-message': {
    tone: 'error',
    text: 'बताइए कि आप क्या बदलवाना चाहते हैं (3 से 1,000 अक्षर)।',
  },
  'invalid-utr': {
    tone: 'error',
    text: 'UTR आपके UPI ऐप में भुगतान का 12 अंकों का रेफ़रेंस नंबर होता है; बैंक रेफ़रेंस 12 से 22 अक्षरों और अंकों का होता है।',
  },
  superseded: {
    tone: 'error',
    text: 'आप जब इसे पढ़ रहे थे, तभी उस वर्ज़न की जगह नया वर्ज़न आ गया। यह मौजूदा कोटेशन है: कृपया इसे पढ़ें और फिर से स्वीकार करें।',
  },
  expired: {
    tone: 'error',
    text: 'इस कोटेशन की समय-सीमा निकल गई है। नीचे बदलाव के लिए कहें, हम नया कोटेशन भेज देंगे।',
  },
  closed: {
    tone: 'error',
    text: 'यह शिफ्टिंग बंद हो चुकी है; किसी भी बदलाव के लिए कृपया हमें कॉल करें।',
  },
  'not-found': { tone: 'error', text: 'इस लिंक पर कोई कोटेशन नहीं है।' },
  'rate-limited': {
    tone: 'error',
    text: 'आपके कनेक्शन से बहुत ज़्यादा बार कोशिश की गई है। कृपया कुछ मिनट रुककर फिर कोशिश करें।',
  },
  unavailable: {
    tone: 'error',
    text: 'अभी यह सेव नहीं हो सका। कृपया एक मिनट बाद फिर कोशिश करें, या हमें कॉल करें।',
  },
};

export const trackQuotationTexts: Translated<typeof en.trackQuotationTexts> = {
  heading: 'आपका कोटेशन',
  link: 'अपना कोटेशन देखें',
  status: {
    sent: 'आपके पढ़ने और स्वीकार करने के लिए तैयार है।',
    accepted: 'आपने इसे स्वीकार कर लिया है: आपकी शिफ्टिंग बुक हो गई है।',
    expired: 'इसकी समय-सीमा निकल गई है; हमसे नया कोटेशन माँगें।',
    superseded: 'इसका नया वर्ज़न तैयार है।',
  },
};
