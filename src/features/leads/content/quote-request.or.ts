// Left out: nothing; quotePopup.delayMs and fadeMs are copied unchanged.
import type * as en from './quote-request';
import { bookingPage } from './booking.or';
import type { Translated } from '@/lib/i18n/translated';

export const moveTypes: Translated<typeof en.moveTypes> = [
  { value: 'residential', label: 'ଘରୋଇ' },
  { value: 'commercial', label: 'ବ୍ୟବସାୟିକ' },
  { value: 'international', label: 'ଆନ୍ତର୍ଜାତୀୟ' },
];

export const quoteForm: Translated<typeof en.quoteForm> = {
  labels: {
    name: 'ପୂରା ନାମ',
    email: 'ଇମେଲ୍ ଠିକଣା',
    phone: 'ଫୋନ୍ ନମ୍ବର',
    moveDate: 'ସିଫ୍ଟିଂ ତାରିଖ',
    origin: 'କେଉଁଠୁ',
    destination: 'କେଉଁଠିକି',
    moveType: 'ସିଫ୍ଟିଂର ପ୍ରକାର',
    inventory: 'ସାମାନର ତାଲିକା (ଇଚ୍ଛାଧୀନ)',
  },
  hints: {
    phone: bookingPage.hints.phone,
    origin: 'ଅଞ୍ଚଳ ଓ ସହର, ଯେପରି ସହିଦ ନଗର, ଭୁବନେଶ୍ୱର।',
    inventory: 'ମୁଖ୍ୟ ଜିନିଷଗୁଡ଼ିକ, ଯେପରି 2 BHK: 2ଟି ଖଟ, ସୋଫା, ଫ୍ରିଜ୍, ୱାସିଂ ମେସିନ୍, ପ୍ରାୟ 20ଟି କାର୍ଟନ୍।',
  },
  buttons: { submit: 'କୋଟେସନ୍ ମାଗନ୍ତୁ', sending: 'ପଠାଯାଉଛି...' },
  success: 'ଆପଣଙ୍କ ଅନୁରୋଧ ପାଇଁ ଧନ୍ୟବାଦ! ଆମେ ଶୀଘ୍ର ଆପଣଙ୍କ କୋଟେସନ୍ ସହ ଯୋଗାଯୋଗ କରିବୁ।',
  referenceLabel: 'ଆପଣଙ୍କ କୋଟେସନ୍ ରେଫରେନ୍ସ:',
  messages: {
    failed: 'ଆପଣଙ୍କ କୋଟେସନ୍ ଅନୁରୋଧ ପଠାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  },
};

export const quotePopup: Translated<typeof en.quotePopup> = {
  delayMs: 5000,
  fadeMs: 300,
  title: 'ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ',
  intro:
    'ତିନୋଟି ଛୋଟ ବିବରଣୀ ଦିଅନ୍ତୁ, ଆମେ ଆପଣଙ୍କୁ କୋଟେସନ୍ ପଠାଇବୁ, ସାଧାରଣତଃ ସେହି ଦିନ। ଫୋନ୍ ନମ୍ବର ଦେଲେ ଆମେ ଆପଣଙ୍କୁ ଫୋନ୍ ମଧ୍ୟ କରିପାରିବୁ।',
  labels: {
    name: 'ଆପଣଙ୍କ ନାମ',
    email: 'ଇମେଲ୍ ଠିକଣା',
    phone: 'ଫୋନ୍ ନମ୍ବର (ଇଚ୍ଛାଧୀନ)',
    service: 'କେଉଁ ସେବା ଦରକାର',
  },
  hints: {
    phone: bookingPage.hints.phone,
    service: 'ଯେପରି 2 BHK ଘର ସିଫ୍ଟିଂ, ଭୁବନେଶ୍ୱରରୁ ପୁଣେ।',
  },
  buttons: { cancel: 'ବାତିଲ୍', close: 'ବନ୍ଦ କରନ୍ତୁ', submit: 'ପଠାନ୍ତୁ', sending: 'ପଠାଯାଉଛି...' },
  // Around the reference: "ଧନ୍ୟବାଦ! ଆପଣଙ୍କ କୋଟେସନ୍ ଅନୁରୋଧ QT-… ଆମେ ପାଇଛୁ। …"
  success: {
    before: 'ଧନ୍ୟବାଦ! ଆପଣଙ୍କ କୋଟେସନ୍ ଅନୁରୋଧ',
    after: 'ଆମେ ପାଇଛୁ। ଶୀଘ୍ର ଆପଣଙ୍କ କୋଟେସନ୍ ସହ ଯୋଗାଯୋଗ କରିବୁ।',
  },
  messages: {
    failed: 'ଆପଣଙ୍କ କୋଟେସନ୍ ଅନୁରୋଧ ପଠାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  },
};

export const quotePage: Translated<typeof en.quotePage> = {
  metaTitle: 'ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ',
  description:
    'MoveEase ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସଠାରୁ ସିଫ୍ଟିଂର ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ: ସାରା ଭାରତରେ ଘର, ଅଫିସ୍, କାର୍ ଓ ବାଇକ୍ ସିଫ୍ଟିଂ, କୌଣସି ଲୁଚା ଖର୍ଚ୍ଚ ନାହିଁ।',
  heading: 'ସିଫ୍ଟିଂ ପାଇଁ ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ',
  intro:
    'ଆପଣ କିଏ ଓ କ’ଣ ସିଫ୍ଟ କରିବାକୁ ଚାହାନ୍ତି ଜଣାନ୍ତୁ, ଆମ ଟିମ୍ ଆପଣଙ୍କୁ ସବୁକିଛି ମିଶାଇ ଏକ ସ୍ପଷ୍ଟ ଦର ପଠାଇବ। କୌଣସି ବାଧ୍ୟବାଧକତା ନାହିଁ, କୌଣସି ଲୁଚା ଖର୍ଚ୍ଚ ନାହିଁ।',
  points: [
    'ପ୍ୟାକିଂ, ପରିବହନ ଓ ଅନଲୋଡିଂ ପାଇଁ ଲିଖିତ କୋଟେସନ୍',
    'ସାରା ଭାରତରେ ଘର, ଅଫିସ୍, କାର୍ ଓ ବାଇକ୍ ସିଫ୍ଟିଂ',
    'ବିବରଣୀ ନିଶ୍ଚିତ କରିବାକୁ 24 ଘଣ୍ଟା ଭିତରେ ଫୋନ୍',
  ],
  openButton: 'ଶୀଘ୍ର କୋଟେସନ୍ ଫର୍ମ ଖୋଲନ୍ତୁ',
  fullFormLead: 'ପୂରା ଘର ବା ଅଫିସ୍ ସିଫ୍ଟ କରୁଛନ୍ତି?',
  fullFormLink: 'ପୂରା କୋଟେସନ୍ ଫର୍ମ ବ୍ୟବହାର କରନ୍ତୁ',
  noScriptHeading: 'ଶୀଘ୍ର କୋଟେସନ୍',
};
