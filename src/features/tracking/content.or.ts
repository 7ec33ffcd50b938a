// Left out: trackPath and trackHref (the page's address, no words).
import type * as en from './content';
import { claims } from '@/content/claims.or';
import { policies } from '@/content/policies.or';
import { site } from '@/content/site.or';
import type { Translated } from '@/lib/i18n/translated';

export const trackPage: Translated<typeof en.trackPage> = {
  metaTitle: 'ଆପଣଙ୍କ ଅନୁରୋଧ ଟ୍ରାକ୍ କରନ୍ତୁ',
  description: 'ରେଫରେନ୍ସ ଦେଇ ଆପଣଙ୍କ ବୁକିଂ, କୋଟେସନ୍ ଅନୁରୋଧ ବା ମେସେଜ୍ ଖୋଜନ୍ତୁ ଓ ତାହା କେଉଁ ଅବସ୍ଥାରେ ଅଛି ଦେଖନ୍ତୁ।',
  eyebrow: 'ଆପଣଙ୍କ ଅନୁରୋଧ ଟ୍ରାକ୍ କରନ୍ତୁ',
  heading: 'ମୋ ଅନୁରୋଧ କେଉଁ ଅବସ୍ଥାରେ ଅଛି?',
  intro:
    'ଆପଣଙ୍କ କନଫର୍ମେସନରେ ଥିବା ରେଫରେନ୍ସ ଓ ଆମକୁ ଦେଇଥିବା ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍ ଦିଅନ୍ତୁ। ଆପଣ କ’ଣ ମାଗିଥିଲେ ଓ ତାହା କେଉଁ ଅବସ୍ଥାରେ ଅଛି, ଦେଖିପାରିବେ।',
  form: {
    heading: 'ଅନୁରୋଧ ଖୋଜନ୍ତୁ',
    anotherHeading: 'ଆଉ ଏକ ଅନୁରୋଧ ଖୋଜନ୍ତୁ',
    reference: 'ରେଫରେନ୍ସ',
    referenceHint: 'ଯେପରି BK-7Q2M9X: ଆପଣଙ୍କ କନଫର୍ମେସନ୍ ସ୍କ୍ରିନ୍ ଓ ଇମେଲରେ ଅଛି।',
    contact: 'ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍',
    contactHint: 'ଅନୁରୋଧ ସହ ଆପଣ ଯାହା ଦେଇଥିଲେ।',
    submit: 'ମୋ ଅନୁରୋଧ ଦେଖାନ୍ତୁ',
  },
  notFound: {
    heading: 'ସେହି ଅନୁରୋଧ ମିଳିଲା ନାହିଁ',
    body: 'ଏହି ରେଫରେନ୍ସ ଓ ସେହି ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍ ସହ କୌଣସି ଅନୁରୋଧ ମେଳ ଖାଉନାହିଁ। ଦୁଇଟିକୁ ଆପଣଙ୍କ କନଫର୍ମେସନ୍ ସହ ମିଳାଇ ଦେଖନ୍ତୁ; ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍ ଅନୁରୋଧ ସହ ଦେଇଥିବା ସେହିଟି ହେବା ଦରକାର।',
  },
  rateLimited: (retryAfterSeconds) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `ଆପଣଙ୍କ ନେଟୱାର୍କରୁ ବହୁତ ଥର ଖୋଜାଯାଇଛି। ଦୟାକରି ${minutes} ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ${site.phone.display} ରେ ଫୋନ୍ କରନ୍ତୁ।`;
  },
  unavailable: `ଏବେ ଅନୁରୋଧ ଖୋଜିହେଉନାହିଁ। ଦୟାକରି କିଛି ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ${site.phone.display} ରେ ଫୋନ୍ କରନ୍ତୁ।`,
  fixFields: 'ଦୟାକରି ଚିହ୍ନିତ ସ୍ଥାନଗୁଡ଼ିକରେ ଭୁଲ ସୁଧାରନ୍ତୁ।',
  result: {
    /** On a Hindi or Odia result: the same request on the English page. */
    readInEnglish: 'ଏହି ପୃଷ୍ଠା ଇଂରାଜୀ (English)ରେ ପଢ଼ନ୍ତୁ',
    referenceLabel: 'ରେଫରେନ୍ସ',
    kindLabel: 'ଅନୁରୋଧ',
    statusLabel: 'ଏବେର ଅବସ୍ଥା',
    askedHeading: 'ଆପଣ ଯାହା ମାଗିଛନ୍ତି',
    timelineHeading: 'ଅଗ୍ରଗତି',
    nextHeading: 'ଏହା ପରେ କ’ଣ ହେବ',
    notYet: 'ଏଯାଏଁ ହୋଇନାହିଁ',
    estimateLabel: 'ଆମର ଆନୁମାନିକ ଖର୍ଚ୍ଚ',
    estimateValue: (total, low, high, date) =>
      `ଜିଏସଟି ସହ ${total} (ମାଗଣା ସର୍ଭେ ପରେ ${low} ରୁ ${high}), ${date} ପର୍ଯ୍ୟନ୍ତ ବୈଧ`,
    estimateExpired: (total, date) =>
      `ଜିଏସଟି ସହ ${total}, ${date} ପର୍ଯ୍ୟନ୍ତ ବୈଧ ଥିଲା; ଏହାର ସମୟ ସରିଯାଇଛି, ତେଣୁ ସର୍ଭେ ସମୟରେ ଆମେ ଦର ନିଶ୍ଚିତ କରିବୁ`,
    timeNote: 'ସମୟ ଭାରତୀୟ ସମୟ (IST) ଅନୁସାରେ।',
  },
  reach: {
    heading: 'ଆମ ସହ କଥା ହୁଅନ୍ତୁ',
    intro: `ଆପଣଙ୍କ ରେଫରେନ୍ସ କୁହନ୍ତୁ, ଆମେ ସେଠାରୁ ଆଗକୁ ଦେଖିବୁ। ${claims.support}।`,
    call: 'ଫୋନ୍',
    whatsapp: 'ହ୍ୱାଟ୍ସଆପ୍',
    whatsappMessage: (reference) =>
      reference
        ? `ନମସ୍କାର ${site.shortName}, ମୁଁ ମୋ ଅନୁରୋଧ ${reference} ବିଷୟରେ ପଚାରୁଛି।`
        : site.whatsapp.message,
    email: 'ଇମେଲ୍',
  },
};

export const trackValidation: Translated<typeof en.trackValidation> = {
  referenceRequired: 'ଦୟାକରି ଆପଣଙ୍କ ରେଫରେନ୍ସ ଦିଅନ୍ତୁ।',
  referenceInvalid: 'ରେଫରେନ୍ସ BK-7Q2M9X ପରି ଦେଖାଯାଏ: ଦୁଇଟି ଇଂରାଜୀ ଅକ୍ଷର, ଗୋଟିଏ ହାଇଫେନ୍ (-) ଓ ଛଅଟି ଅକ୍ଷର।',
  contactRequired: 'ଦୟାକରି ଆମକୁ ଦେଇଥିବା ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍ ଦିଅନ୍ତୁ।',
  contactInvalid:
    'ଦୟାକରି ଏକ ଇମେଲ୍ ଠିକଣା, କିମ୍ବା ଭାରତୀୟ ଫୋନ୍ ନମ୍ବର (10 ଅଙ୍କର ମୋବାଇଲ୍, ବା ଏସଟିଡି କୋଡ୍ ସହ ଲ୍ୟାଣ୍ଡଲାଇନ୍) ଦିଅନ୍ତୁ।',
};

export const trackKindLabels: Translated<typeof en.trackKindLabels> = {
  booking: 'ବୁକିଂ',
  quote: 'କୋଟେସନ୍ ଅନୁରୋଧ',
  contact: 'ଆମକୁ ମେସେଜ୍',
};

export const trackStatusLabels: Translated<typeof en.trackStatusLabels> = {
  new: 'ମିଳିଛି',
  contacted: 'ଆମେ ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କଲୁ',
  booked: 'ବୁକ୍ ହୋଇଛି',
  done: 'ସମ୍ପୂର୍ଣ୍ଣ',
  cancelled: 'ବାତିଲ୍',
};

export const trackDetailLabels: Translated<typeof en.trackDetailLabels> = {
  service: 'ସେବା',
  moveDate: 'ସିଫ୍ଟିଂ ତାରିଖ',
  route: 'କେଉଁଠୁ → କେଉଁଠିକି',
  moveType: 'ସିଫ୍ଟିଂର ପ୍ରକାର',
};

export const trackNextSteps: Translated<typeof en.trackNextSteps> = {
  booking: {
    new: `ଆପଣଙ୍କ ବୁକିଂ ଆମେ ପାଇଛୁ। ${claims.callbackPromise} ସେହି ଫୋନରେ ଆମେ ତାରିଖ, ସାମାନ ଓ ଦର ନିଶ୍ଚିତ କରିବୁ।`,
    contacted:
      'ଆମେ ଆପଣଙ୍କ ସହ କଥା ହୋଇଛୁ। ତାରିଖ, ସର୍ଭେ ଓ ଦର ସ୍ଥିର ହେଲେ, ଆପଣଙ୍କ ବୁକିଂ "ବୁକ୍ ହୋଇଛି" ହେବ ଓ ଆମେ ଆପଣଙ୍କୁ ଇମେଲ୍ କରିବୁ।',
    booked:
      'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଛି। ସମୟ ନିଶ୍ଚିତ କରିବାକୁ ଆମ ଟିମ୍ ଲିଡର ଆଗଦିନ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବେ। ସେହି ଦିନ ଛୋଟ ଦାମୀ ଜିନିଷ ଓ କାଗଜପତ୍ର ନିଜ ପାଖରେ ରଖନ୍ତୁ।',
    done: `ଆପଣଙ୍କ ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହେଲା। ଆମ ସହ ସିଫ୍ଟ କରିଥିବାରୁ ଧନ୍ୟବାଦ। କିଛି ଜିନିଷ କ୍ଷତିଗ୍ରସ୍ତ ହୋଇ ପହଞ୍ଚିଥିଲେ, ଡେଲିଭରିର ${policies.damageReportDays} ଦିନ ଭିତରେ ଆମକୁ ଫଟୋ ପଠାନ୍ତୁ, ଆମେ ଆପଣଙ୍କ କ୍ଲେମ୍ ଆରମ୍ଭ କରିବୁ।`,
    cancelled:
      'ଏହି ବୁକିଂ ବାତିଲ୍ ହୋଇଛି। ଯଦି ଆପଣ ଏହା ମାଗିନଥିଲେ, କିମ୍ବା ପୁଣି ବୁକ୍ କରିବାକୁ ଚାହାନ୍ତି, ଆମକୁ ଫୋନ୍ ବା ମେସେଜ୍ କରନ୍ତୁ।',
  },
  quote: {
    new: `ଆପଣଙ୍କ କୋଟେସନ୍ ଅନୁରୋଧ ଆମେ ପାଇଛୁ। ${claims.callbackPromise} ଠିକ୍ ଦର କରିବାକୁ ଆମେ ଭିଡିଓ ବା ଘରକୁ ଆସି ସର୍ଭେ ମାଗିପାରୁ।`,
    contacted:
      'ଆପଣଙ୍କ କୋଟେସନ୍ ବିଷୟରେ ଆମେ ଯୋଗାଯୋଗ କରିଛୁ। ଆପଣ ତାହା ଗ୍ରହଣ କଲେ, ଆମେ ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ କରିବୁ ଓ ଏହି ପୃଷ୍ଠାରେ ତାହା ଦେଖାଯିବ।',
    booked: 'ଆପଣ ଆମ କୋଟେସନ୍ ଗ୍ରହଣ କରିଛନ୍ତି ଓ ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଛି। ଆମ ଟିମ୍ ଲିଡର ଆଗଦିନ ଫୋନ୍ କରିବେ।',
    done: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହେଲା। ଆମ ସହ ସିଫ୍ଟ କରିଥିବାରୁ ଧନ୍ୟବାଦ।',
    cancelled:
      'ଏହି କୋଟେସନ୍ ଅନୁରୋଧ ବନ୍ଦ ହୋଇଛି। ଆପଣଙ୍କୁ ଏବେ ବି କୋଟେସନ୍ ଦରକାର ହେଲେ, ଯେକୌଣସି ସମୟରେ ଫୋନ୍ ବା ମେସେଜ୍ କରନ୍ତୁ।',
  },
  contact: {
    new: `ଆପଣଙ୍କ ମେସେଜ୍ ଆମେ ପାଇଛୁ। ${claims.emailReply}`,
    contacted: 'ଆମେ ଆପଣଙ୍କ ମେସେଜର ଉତ୍ତର ଦେଇଛୁ। ଆପଣଙ୍କ ଇନବକ୍ସ ଦେଖନ୍ତୁ, ସ୍ପାମ୍ ଫୋଲ୍ଡର ମଧ୍ୟ।',
    booked: 'ଆପଣଙ୍କ ପଚରାଉଚରା ଏକ ବୁକିଂ ହୋଇଗଲା। ସିଫ୍ଟିଂର ଆଗଦିନ ଆମ ଟିମ୍ ଲିଡର ଫୋନ୍ କରିବେ।',
    done: 'ଆପଣଙ୍କ ପଚରାଉଚରାର ସମାଧାନ ହୋଇଗଲା। ଆଉ କିଛି ସାହାଯ୍ୟ ଦରକାର ହେଲେ ଯେକୌଣସି ସମୟରେ ଲେଖନ୍ତୁ।',
    cancelled: 'ଏହି ମେସେଜ୍ ବନ୍ଦ ହୋଇଛି। ଆଉ କିଛି ଦରକାର ହେଲେ ଲେଖନ୍ତୁ ବା ଫୋନ୍ କରନ୍ତୁ।',
  },
};

export const trackOnSuccess: Translated<typeof en.trackOnSuccess> = {
  link: 'ଏହି ଅନୁରୋଧ ଟ୍ରାକ୍ କରନ୍ତୁ',
  linkHint: 'ଏହି ରେଫରେନ୍ସ ଓ ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍ ଦେଇ ଯେକୌଣସି ସମୟରେ ଖୋଲନ୍ତୁ।',
  expectHeading: 'ଆପଣ କ’ଣ ପାଇବେ',
  confirmation: (email) => `${email} କୁ ଏହି ରେଫରେନ୍ସ ସହ ଏକ କନଫର୍ମେସନ୍ ଇମେଲ୍।`,
  statusEmails: 'ଆପଣଙ୍କ ବୁକିଂ ନିଶ୍ଚିତ ହେଲେ, ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହେଲେ, ବା ବାତିଲ୍ ହେଲେ ଏକ ଇମେଲ୍।',
  expect: {
    booking: ['ତାରିଖ, ସାମାନ ଓ ଦର ନିଶ୍ଚିତ କରିବାକୁ 24 ଘଣ୍ଟା ଭିତରେ ଆମଠାରୁ ଏକ ଫୋନ୍।'],
    quote: ['24 ଘଣ୍ଟା ଭିତରେ ଆପଣଙ୍କ କୋଟେସନ୍ ସହ ଏକ ଫୋନ୍ ବା ଇମେଲ୍।'],
    contact: [claims.emailReply],
  },
};
