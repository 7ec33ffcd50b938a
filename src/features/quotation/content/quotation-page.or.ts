// Left out: prefillTexts (no words), quotationStatusLabels, staffQuotationTexts and quotationCsvTexts (staff only), quotationPath (an address).
// quotationEmailTexts: the customer's email and WhatsApp text are in Odia; the staff emails and lead notes stay English (staff read English).
import type * as en from './quotation-page';
import { company } from '@/settings/company';
import { site } from '@/content/site';
import type { Translated } from '@/lib/i18n/translated';

const siteName = `${site.shortName} ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ`;

export const customerQuotationPage: Translated<typeof en.customerQuotationPage> = {
  metaTitle: (reference) => `କୋଟେସନ୍ ${reference}`,
  heading: 'କୋଟେସନ୍',
  numberLabel: 'କୋଟେସନ୍',
  versionLabel: (version) => `ସଂସ୍କରଣ ${version}`,
  dateLabel: 'ତାରିଖ',
  validLabel: 'ବୈଧତାର ଶେଷ ତାରିଖ',
  forLabel: 'ଗ୍ରାହକ',
  fromCompany: 'କମ୍ପାନୀ',
  gstinLabel: 'GSTIN',
  panLabel: 'PAN',
  moveHeading: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂ',
  moveDate: 'ସିଫ୍ଟିଂ ତାରିଖ',
  from: 'କେଉଁଠୁ',
  to: 'କେଉଁଠିକି',
  vehicle: 'ଗାଡ଼ି',
  volume: 'ସର୍ଭେରେ ମପାଯାଇଥିବା ପରିମାଣ',
  volumeValue: (cft) => `${cft} ଘନଫୁଟ (cft)`,
  notYet: 'ପରେ ନିଶ୍ଚିତ କରାଯିବ',
  inventoryHeading: 'ଆମେ କ’ଣ ସିଫ୍ଟ କରିବୁ',
  inventoryNone: 'ଏଯାଏଁ ସର୍ଭେ ହୋଇନାହିଁ: ଆପଣ କହିଥିବା ଘରର ସାମାନ ପାଇଁ ଏହି ଦର।',
  pieces: (count) => `${count}ଟି ଜିନିଷ`,
  chargesHeading: 'ଖର୍ଚ୍ଚ',
  columns: { item: 'ସେବା', sac: 'SAC', amount: 'ଟଙ୍କା', gst: 'ଜିଏସଟି', total: 'ମୋଟ' },
  gstRate: (bp) => `${bp / 100} %`,
  subtotal: 'ଜିଏସଟି ପୂର୍ବରୁ ଉପମୋଟ',
  gst: 'ଜିଏସଟି',
  discount: 'ରିହାତି',
  taxable: 'କରଯୋଗ୍ୟ ମୂଲ୍ୟ (ରିହାତି ପରେ)',
  total: 'ମୋଟ ଦେୟ',
  advance: 'ବୁକିଂ ନିଶ୍ଚିତ କରିବାକୁ ଆଡଭାନ୍ସ',
  balance: 'ବାକି ଟଙ୍କା, ଡେଲିଭରି ସମୟରେ ଅନଲୋଡିଂ ପୂର୍ବରୁ ଦେୟ',
  termsHeading: 'ସର୍ତ୍ତାବଳୀ',
  acceptHeading: 'ଗ୍ରହଣ କରି ବୁକ୍ କରନ୍ତୁ',
  acceptIntro: 'ଆପଣଙ୍କ ପୂରା ନାମ ଲେଖି ବାକ୍ସରେ ଟିକ୍ ଦିଅନ୍ତୁ: ଉପରେ ଥିବା ତାରିଖ ପାଇଁ ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଯିବ।',
  nameLabel: 'ଆପଣଙ୍କ ପୂରା ନାମ',
  agreeLabel: 'ମୁଁ କୋଟେସନ୍ ପଢ଼ିଛି ଓ ଏହାର ସର୍ତ୍ତାବଳୀରେ ରାଜି।',
  acceptButton: 'ଗ୍ରହଣ କରି ବୁକ୍ କରନ୍ତୁ',
  acceptedHeading: 'ଗ୍ରହଣ କରାଗଲା — ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଛି',
  acceptedBy: (name, when) => `${when} ରେ ${name} ଗ୍ରହଣ କରିଛନ୍ତି।`,
  supersededHeading: 'ଏହି ସଂସ୍କରଣ ବଦଳାଯାଇଛି',
  supersededBody: (latest) => `ଆମେ ଏକ ନୂଆ ସଂସ୍କରଣ (ସଂସ୍କରଣ ${latest}) ପଠାଇଛୁ।`,
  seeLatest: 'ବର୍ତ୍ତମାନର କୋଟେସନ୍ ଦେଖନ୍ତୁ',
  replacesNote: (version, openedOn) =>
    `ଏହି କୋଟେସନ୍ ସଂସ୍କରଣ ${version} ର ସ୍ଥାନ ନେଉଛି, ଯାହା ଆପଣ ${openedOn} ରେ ଖୋଲିଥିଲେ। ଦୟାକରି ପୁଣି ପଢ଼ନ୍ତୁ: ଗ୍ରହଣ କରିବାକୁ ଥିବା ଦର ତଳେ ଦିଆଯାଇଛି।`,
  expiredHeading: 'ଏହି କୋଟେସନର ସମୟ ସରିଯାଇଛି',
  expiredBody: (date) =>
    `ଏହା ${date} ପର୍ଯ୍ୟନ୍ତ ବୈଧ ଥିଲା। ତଳେ ପରିବର୍ତ୍ତନ ମାଗନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ, ଆମେ ଏକ ନୂଆ କୋଟେସନ୍ ପଠାଇବୁ।`,
  changeHeading: 'ପରିବର୍ତ୍ତନ ମାଗନ୍ତୁ',
  changeIntro: 'ଅନ୍ୟ ତାରିଖ, ଅଧିକ ସାମାନ, କମ୍ ଦର? ଆମକୁ ଜଣାନ୍ତୁ; ଆମେ ସେହି ଦିନ ଉତ୍ତର ଦେଉ।',
  changeLabel: 'ଆପଣ କ’ଣ ବଦଳାଇବାକୁ ଚାହାନ୍ତି?',
  changeButton: 'ମୋ ଅନୁରୋଧ ପଠାନ୍ତୁ',
  changeSent: 'ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ଅନୁରୋଧ ଆମେ ପାଇଛୁ ଓ ସଂଶୋଧିତ କୋଟେସନ୍ ପଠାଇବୁ।',
  payHeading: 'ଆଡଭାନ୍ସ ଦିଅନ୍ତୁ',
  payIntro: (amount) =>
    `UPI ରେ ${amount} ଦିଅନ୍ତୁ: ଯେକୌଣସି UPI ଆପ୍ (GPay, PhonePe, Paytm, BHIM) ରେ କୋଡ୍ ସ୍କାନ୍ କରନ୍ତୁ, କିମ୍ବା ଏହି ଫୋନରେ ଖୋଲନ୍ତୁ।`,
  qrLabel: (amount) => `${company.upi.payeeName} କୁ ${amount} ଦେବା ପାଇଁ UPI QR କୋଡ୍`,
  openUpi: 'ଆପଣଙ୍କ UPI ଆପରେ ଖୋଲନ୍ତୁ',
  upiId: 'UPI ID',
  bankIntro: (amount) => `ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର (NEFT, IMPS ବା RTGS) ଦ୍ୱାରା ${amount} ଏହି ଖାତାକୁ ଦିଅନ୍ତୁ:`,
  bank: {
    accountName: 'ଖାତାଧାରୀଙ୍କ ନାମ',
    accountNumber: 'ଖାତା ନମ୍ବର',
    ifsc: 'IFSC',
    bankName: 'ବ୍ୟାଙ୍କ',
  },
  paidHeading: 'ମୁଁ ଟଙ୍କା ଦେଇସାରିଛି',
  paidIntro: 'ଆମକୁ UTR (ଆପଣଙ୍କ ଆପରେ ଥିବା 12 ଅଙ୍କର UPI ରେଫରେନ୍ସ) ଦିଅନ୍ତୁ, ଆମେ ପେମେଣ୍ଟ ନିଶ୍ଚିତ କରିବୁ।',
  utrLabel: 'UTR ବା ବ୍ୟାଙ୍କ ରେଫରେନ୍ସ',
  paidButton: 'ରେଫରେନ୍ସ ପଠାନ୍ତୁ',
  paidSent: (utr) => `ଧନ୍ୟବାଦ: ଆପଣଙ୍କ ପେମେଣ୍ଟ ରେଫରେନ୍ସ ${utr} ଆମେ ପାଇଛୁ ଓ ତାହା ନିଶ୍ଚିତ କରିବୁ।`,
  signatory: `${company.legalName} ପକ୍ଷରୁ`,
  signatoryName: `${company.signatory.name}, ${company.signatory.title}`,
  questions: `କିଛି ପ୍ରଶ୍ନ ଅଛି? ${site.phone.display} ରେ ଫୋନ୍ କରନ୍ତୁ କିମ୍ବା ${company.email} କୁ ଲେଖନ୍ତୁ।`,
  notFoundTitle: 'ଏହି ଲିଙ୍କରେ କୌଣସି କୋଟେସନ୍ ନାହିଁ',
  rateLimitedTitle: 'ଦୟାକରି ଟିକେ ଅପେକ୍ଷା କରନ୍ତୁ',
  fixFields: 'ଦୟାକରି ତଳେ ଚିହ୍ନିତ ସ୍ଥାନଗୁଡ଼ିକ ଯାଞ୍ଚ କରନ୍ତୁ।',
};

export const quotationEmailTexts: Translated<typeof en.quotationEmailTexts> = {
  customerSubject: (reference) => `${siteName}ଠାରୁ ଆପଣଙ୍କ କୋଟେସନ୍ ${reference}`,
  customerBody: (reference, url, validUntil) =>
    [
      'ନମସ୍କାର,',
      '',
      `ଅନୁରୋଧ ${reference} ପାଇଁ ଆପଣଙ୍କ କୋଟେସନ୍ ପ୍ରସ୍ତୁତ। ପ୍ରତ୍ୟେକ ଖର୍ଚ୍ଚ ଦେଖନ୍ତୁ, ଗ୍ରହଣ କରନ୍ତୁ ଓ ଏଠାରେ ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ:`,
      url,
      '',
      `ଏହା ${validUntil} ପର୍ଯ୍ୟନ୍ତ ବୈଧ।`,
      '',
      siteName,
      `${site.phone.display} · ${company.email}`,
    ].join('\n'),
  whatsapp: (m) =>
    [
      `ନମସ୍କାର, ${siteName}ଠାରୁ ଆପଣଙ୍କ କୋଟେସନ୍ ${m.reference} ପ୍ରସ୍ତୁତ।`,
      `ମୋଟ: ${m.total} (ଜିଏସଟି ସହିତ)।`,
      m.advance ? `ବୁକିଂ ପାଇଁ ଆଡଭାନ୍ସ: ${m.advance}।` : 'ବୁକିଂ ପାଇଁ କୌଣସି ଆଡଭାନ୍ସ ଦରକାର ନାହିଁ।',
      `${m.validUntil} ପର୍ଯ୍ୟନ୍ତ ବୈଧ।`,
      `ପ୍ରତ୍ୟେକ ଖର୍ଚ୍ଚ ଦେଖନ୍ତୁ, ଗ୍ରହଣ କରି ଏଠାରେ ବୁକ୍ କରନ୍ତୁ: ${m.url}`,
    ].join('\n'),
  // Staff emails and lead notes: English, as in quotation-page.ts (staff read English).
  staffAcceptedSubject: (reference) => `Quotation accepted: ${reference}`,
  staffAcceptedBody: (reference, version, name, total, url) =>
    `${name} accepted version ${version} of the quotation for ${reference} (${total}). The lead is now booked.\n\n${url}`,
  staffChangeSubject: (reference) => `Change asked on quotation ${reference}`,
  staffChangeBody: (reference, message, url) =>
    `The customer of ${reference} asks for a change:\n\n${message}\n\n${url}`,
  staffPaidSubject: (reference) => `Advance paid (to confirm): ${reference}`,
  staffPaidBody: (reference, utr, url) =>
    `The customer of ${reference} says they paid the advance. UTR: ${utr}. Check it against the bank statement.\n\n${url}`,
  changeNote: (version, message) =>
    `Customer asked for a change to quotation version ${version}: ${message}`,
  paidNote: (utr) => `Customer says the advance is paid, UTR ${utr} (to confirm against the bank).`,
};

export const quotationNotices: Translated<typeof en.quotationNotices> = {
  accepted: {
    tone: 'success',
    text: 'ଧନ୍ୟବାଦ: ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଛି। ତାରିଖ ଓ ଗାଡ଼ି ନିଶ୍ଚିତ କରିବାକୁ ତଳେ ଆଡଭାନ୍ସ ଦିଅନ୍ତୁ।',
  },
  'change-sent': {
    tone: 'success',
    text: 'ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ଅନୁରୋଧ ଆମେ ପାଇଛୁ ଓ ସଂଶୋଧିତ କୋଟେସନ୍ ପଠାଇବୁ, ସାଧାରଣତଃ ସେହି ଦିନ।',
  },
  'paid-sent': {
    tone: 'success',
    text: 'ଧନ୍ୟବାଦ: ଆପଣଙ୍କ ପେମେଣ୍ଟ ରେଫରେନ୍ସ ଆମେ ପାଇଛୁ; ଆମ ଖାତାରେ ଟଙ୍କା ଦେଖାଗଲେ ନିଶ୍ଚିତ କରିବୁ।',
  },
  'invalid-name': {
    tone: 'error',
    text: 'ଗ୍ରହଣ କରିବାକୁ ଆପଣଙ୍କ ପୂରା ନାମ (ଅତି କମରେ 2 ଅକ୍ଷର) ଲେଖନ୍ତୁ।',
  },
  'invalid-agree': {
    tone: 'error',
    text: 'ସର୍ତ୍ତାବଳୀରେ ରାଜି ହେବାକୁ ବାକ୍ସରେ ଟିକ୍ ଦିଅନ୍ତୁ, ତା’ପରେ "ଗ୍ରହଣ କରି ବୁକ୍ କରନ୍ତୁ" ଦବାନ୍ତୁ।',
  },
  'invalid-version': { tone: 'error', text: 'ଦୟାକରି ପୃଷ୍ଠାଟି ରିଲୋଡ୍ କରି ପୁଣି ଗ୍ରହଣ କରନ୍ତୁ।' },
  'invalid-message': {
    tone: 'error',
    text: 'ଆପଣ କ’ଣ ବଦଳାଇବାକୁ ଚାହାନ୍ତି ଜଣାନ୍ତୁ (3ରୁ 1,000 ଅକ୍ଷର)।',
  },
  'invalid-utr': {
    tone: 'error',
    text: 'UTR ହେଉଛି ଆପଣଙ୍କ UPI ଆପରେ ପେମେଣ୍ଟର 12 ଅଙ୍କର ରେଫରେନ୍ସ; ବ୍ୟାଙ୍କ ରେଫରେନ୍ସ 12ରୁ 22ଟି ଅକ୍ଷର ଓ ଅଙ୍କ।',
  },
  superseded: {
    tone: 'error',
    text: 'ଆପଣ ପଢ଼ୁଥିବା ବେଳେ ସେହି ସଂସ୍କରଣ ବଦଳିଗଲା। ଏହା ବର୍ତ୍ତମାନର କୋଟେସନ୍: ଦୟାକରି ପଢ଼ି ପୁଣି ଗ୍ରହଣ କରନ୍ତୁ।',
  },
  expired: {
    tone: 'error',
    text: 'ଏହି କୋଟେସନର ସମୟ ସରିଯାଇଛି। ତଳେ ପରିବର୍ତ୍ତନ ମାଗନ୍ତୁ, ଆମେ ଏକ ନୂଆ କୋଟେସନ୍ ପଠାଇବୁ।',
  },
  closed: {
    tone: 'error',
    text: 'ଏହି ସିଫ୍ଟିଂ ବନ୍ଦ ହୋଇଯାଇଛି; କୌଣସି ପରିବର୍ତ୍ତନ ପାଇଁ ଦୟାକରି ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  },
  'not-found': { tone: 'error', text: 'ଏହି ଲିଙ୍କରେ କୌଣସି କୋଟେସନ୍ ନାହିଁ।' },
  'rate-limited': {
    tone: 'error',
    text: 'ଆପଣଙ୍କ କନେକ୍ସନରୁ ବହୁତ ଥର ଚେଷ୍ଟା କରାଯାଇଛି। ଦୟାକରି କିଛି ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  },
  unavailable: {
    tone: 'error',
    text: 'ଏବେ ତାହା ସେଭ୍ କରିହେଲା ନାହିଁ। ଦୟାକରି ଏକ ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  },
};

export const trackQuotationTexts: Translated<typeof en.trackQuotationTexts> = {
  heading: 'ଆପଣଙ୍କ କୋଟେସନ୍',
  link: 'ଆପଣଙ୍କ କୋଟେସନ୍ ଦେଖନ୍ତୁ',
  status: {
    sent: 'ପଢ଼ି ଗ୍ରହଣ କରିବା ପାଇଁ ପ୍ରସ୍ତୁତ।',
    accepted: 'ଆପଣ ଏହା ଗ୍ରହଣ କରିଛନ୍ତି: ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଛି।',
    expired: 'ଏହାର ସମୟ ସରିଯାଇଛି; ଆମଠାରୁ ନୂଆ କୋଟେସନ୍ ମାଗନ୍ତୁ।',
    superseded: 'ଏକ ନୂଆ ସଂସ୍କରଣ ପ୍ରସ୍ତୁତ।',
  },
};
