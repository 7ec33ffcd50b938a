// Left out: reviewLimits (config). reviewTexts.staff is copied in English: staff read English.
import type * as en from './content';
import { reviewLimits } from './content';
import { site } from '@/content/site';
import type { Translated } from '@/lib/i18n/translated';

const brand = site.shortName;

export const reviewTexts: Translated<typeof en.reviewTexts> = {
  page: {
    title: 'ଆମ ଗ୍ରାହକଙ୍କ ସମୀକ୍ଷା',
    metaTitle: `${brand} ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସର ଗ୍ରାହକ ସମୀକ୍ଷା`,
    description: `କେବଳ ସେହି ଗ୍ରାହକଙ୍କ ଲେଖା ସମୀକ୍ଷା ଯାହାଙ୍କ ସିଫ୍ଟିଂ ${brand} ସମ୍ପୂର୍ଣ୍ଣ କରିଛି; ରେଟିଂ ଯାହା ବି ହେଉ, ପ୍ରତ୍ୟେକଟି ପ୍ରକାଶିତ।`,
    intro:
      'କେବଳ ଯେଉଁ ଗ୍ରାହକଙ୍କ ସିଫ୍ଟିଂ ଆମେ ସମ୍ପୂର୍ଣ୍ଣ କରିଛୁ, ସେ ହିଁ ସମୀକ୍ଷା ଲେଖିପାରିବେ, ସିଫ୍ଟିଂ ପରେ ଆମେ ପଠାଉଥିବା ଲିଙ୍କ ଦ୍ୱାରା। ରେଟିଂ ଯାହା ବି ହେଉ, ଆମେ ପ୍ରତ୍ୟେକ ସମୀକ୍ଷା ପ୍ରକାଶ କରୁ; କେବଳ ଗାଳିଗୁଲଜ ବା କାହାର ବ୍ୟକ୍ତିଗତ ତଥ୍ୟ ଥିଲେ ହିଁ ଲୁଚାଉ, ଓ କେବେ ବି କୌଣସି ସମୀକ୍ଷା ବଦଳାଉ ନାହିଁ।',
    average: (average, count) => `${count.toLocaleString('en-IN')}ଟି ସମୀକ୍ଷାରୁ 5 ମଧ୍ୟରୁ ${average}`,
    none: 'ଏଯାଏଁ କୌଣସି ସମୀକ୍ଷା ନାହିଁ। ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହୋଇଥିବା ଗ୍ରାହକମାନେ ଲେଖିଲେ ସମୀକ୍ଷା ଏଠାରେ ଦେଖାଯିବ।',
    previous: 'ନୂଆ ସମୀକ୍ଷା',
    next: 'ପୁରୁଣା ସମୀକ୍ଷା',
    pageOf: (page, pages) => `${pages} ମଧ୍ୟରୁ ପୃଷ୍ଠା ${page}`,
  },
  stripHeading: 'ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହୋଇଥିବା ଗ୍ରାହକମାନେ କ’ଣ କହନ୍ତି',
  stripAll: 'ସବୁ ସମୀକ୍ଷା ପଢ଼ନ୍ତୁ',
  verified: 'ଯାଞ୍ଚିତ ସିଫ୍ଟିଂ',
  stars: (rating) => `5 ମଧ୍ୟରୁ ${rating} ଷ୍ଟାର୍`,
  route: (from, to) => (from === to ? `${from} ଭିତରେ` : `${from} ରୁ ${to}`),
  anonymous: 'ଜଣେ ଗ୍ରାହକ',
  replyHeading: `${brand}ର ଉତ୍ତର`,
  form: {
    title: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂର ସମୀକ୍ଷା ଲେଖନ୍ତୁ',
    metaTitle: `${brand} ସହ ଆପଣଙ୍କ ସିଫ୍ଟିଂର ସମୀକ୍ଷା ଲେଖନ୍ତୁ`,
    intro: (reference) =>
      `ଆପଣଙ୍କ ସିଫ୍ଟିଂ ${reference} କେମିତି ହେଲା, ଅନ୍ୟ ପରିବାରଙ୍କୁ ଜଣାନ୍ତୁ। ଆପଣ ଯେତେ ରେଟିଂ ଦିଅନ୍ତୁ, ସମୀକ୍ଷା ପ୍ରକାଶିତ ହେବ; ଏହି ଲିଙ୍କ କେବଳ ଥରେ କାମ କରେ।`,
    rating: 'ଆପଣଙ୍କ ରେଟିଂ',
    ratingLabels: ['1 ଷ୍ଟାର୍ (ଖରାପ)', '2 ଷ୍ଟାର୍', '3 ଷ୍ଟାର୍', '4 ଷ୍ଟାର୍', '5 ଷ୍ଟାର୍ (ଅତି ଉତ୍ତମ)'],
    text: 'ଆପଣଙ୍କ ସମୀକ୍ଷା',
    textHint: '(ଇଚ୍ଛାଧୀନ, 2000 ଅକ୍ଷର ପର୍ଯ୍ୟନ୍ତ)',
    showName: 'ମୋ ନାମ ଏପରି ଦେଖାନ୍ତୁ',
    showNames: {
      full: (name) => `${name} (ପୂରା ନାମ)`,
      initial: (short) => `${short} (ପ୍ରଥମ ନାମ ଓ ଆଦ୍ୟାକ୍ଷର)`,
      anonymous: 'ନାମ ବିନା (“ଜଣେ ଗ୍ରାହକ”)',
    },
    submit: 'ମୋ ସମୀକ୍ଷା ପ୍ରକାଶ କରନ୍ତୁ',
    sending: 'ପ୍ରକାଶ ହେଉଛି…',
    failed: 'ଏବେ ଆପଣଙ୍କ ସମୀକ୍ଷା ସେଭ୍ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    fixFields: 'ଦୟାକରି ଚିହ୍ନିତ ସ୍ଥାନଗୁଡ଼ିକରେ ଭୁଲ ସୁଧାରନ୍ତୁ।',
    rateLimited: (seconds) =>
      `ଆପଣଙ୍କ କନେକ୍ସନରୁ ବହୁତ ଥର ଚେଷ୍ଟା କରାଯାଇଛି। ଦୟାକରି ${seconds} ସେକେଣ୍ଡ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।`,
  },
  thanks: {
    title: 'ଆପଣଙ୍କ ସମୀକ୍ଷା ପାଇଁ ଧନ୍ୟବାଦ',
    body: 'ଏହା ଆମ ସମୀକ୍ଷା ପୃଷ୍ଠାରେ ପ୍ରକାଶିତ ହୋଇଛି।',
    google:
      'ଆପଣ Google ରେ ମଧ୍ୟ ଆମ ସମୀକ୍ଷା ଲେଖିବେ କି? ଏହା ଅନ୍ୟ ପରିବାରଙ୍କୁ ଭରସାଯୋଗ୍ୟ ମୁଭର୍ସ ଖୋଜିବାରେ ସାହାଯ୍ୟ କରେ।',
    googleLink: 'Google ରେ ସମୀକ୍ଷା ଲେଖନ୍ତୁ',
    allReviews: 'ସବୁ ସମୀକ୍ଷା ଦେଖନ୍ତୁ',
  },
  gone: {
    title: 'ଏହି ସମୀକ୍ଷା ଲିଙ୍କ ଆଉ କାମ କରୁନାହିଁ',
    used: 'ଏହି ଲିଙ୍କରେ ଆଗରୁ ଗୋଟିଏ ସମୀକ୍ଷା ଲେଖାଯାଇସାରିଛି। ଧନ୍ୟବାଦ!',
    expired: `ସମୀକ୍ଷା ଲିଙ୍କ ସିଫ୍ଟିଂ ପରେ ${reviewLimits.validDays} ଦିନ ପର୍ଯ୍ୟନ୍ତ କାମ କରେ। ସିଫ୍ଟିଂ କେମିତି ହେଲା ଏବେ ବି ଜଣାଇବାକୁ ଚାହିଁଲେ, ଦୟାକରି ଆମକୁ ଫୋନ୍ ବା ହ୍ୱାଟ୍ସଆପ୍ କରନ୍ତୁ।`,
    unknown: 'ଏହି ସମୀକ୍ଷା ଲିଙ୍କ ଆମେ ଚିହ୍ନୁନାହୁଁ। ଦୟାକରି ଦେଖନ୍ତୁ ପୂରା ଲିଙ୍କଟି କପି ହୋଇଛି କି ନାହିଁ।',
  },
  email: {
    intro:
      'ଆମ କାମ କେମିତି ଲାଗିଲା? ଏକ ସମୀକ୍ଷାରେ ଅନ୍ୟ ପରିବାରଙ୍କୁ ଜଣାନ୍ତୁ (ଏକ ମିନିଟ୍ ଲାଗେ; ଏହି ଲିଙ୍କ 60 ଦିନ ପର୍ଯ୍ୟନ୍ତ କେବଳ ଥରେ କାମ କରେ):',
    button: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂର ସମୀକ୍ଷା ଲେଖନ୍ତୁ',
  },
  whatsapp: (reference, url) =>
    `${brand} ତରଫରୁ ନମସ୍କାର! ଆପଣଙ୍କ ସିଫ୍ଟିଂ ${reference} ସମ୍ପୂର୍ଣ୍ଣ ହେଲା। ସିଫ୍ଟିଂ କେମିତି ହେଲା, ଅନ୍ୟ ପରିବାରଙ୍କୁ ଜଣାଇବେ କି? ଏହି ଲିଙ୍କ କେବଳ ଥରେ କାମ କରେ: ${url}`,
  staff: {
    link: 'Review link',
    whatsapp: 'Send review link on WhatsApp',
    reviewed: (rating) => `Reviewed: ${rating} out of 5`,
    heading: 'Reviews',
    none: 'No reviews yet.',
    hidden: (reason, by) => `Hidden by ${by}: ${reason}`,
    hideReason: 'Reason for hiding (abuse or personal details; never the rating)',
    hide: 'Hide',
    show: 'Publish again',
    reply: 'Public reply',
    saveReply: 'Save reply',
    saved: 'Saved.',
    reasonRequired: 'Say why it is hidden: abuse, or someone’s personal details.',
    notFound: 'That review does not exist.',
    nav: 'Reviews',
    title: 'Reviews',
    intro:
      'Every review customers wrote through their link. Hide one only for abuse or for someone’s personal details, never for its rating: it is kept, with your reason. A reply is shown under the review.',
    forbidden: 'Only the owner manages reviews.',
    storeError: 'Reviews cannot be read just now.',
    published: 'Published',
    hiddenBadge: 'Hidden',
    notices: {
      saved: 'Saved.',
      reason: 'Say why it is hidden: abuse, or someone’s personal details.',
      invalid: 'That reply is too long.',
      missing: 'That review no longer exists.',
      failed: 'That change could not be saved just now. Please try again.',
      forbidden: 'Only the owner manages reviews.',
    },
  },
};
