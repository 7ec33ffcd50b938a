// Left out: nothing. quotationValidation and quotationApiMessages mix the staff editor's messages
// with the customer's; all are written in Odia so whichever the customer meets reads right.
import type * as en from './quotation-rules';
import { QUOTATION_LIMITS } from '../settings';
import { company } from '@/settings/company';
import { policies } from '@/content/policies';
import type { Translated } from '@/lib/i18n/translated';

export const quotationValidation: Translated<typeof en.quotationValidation> = {
  linesRequired: 'ଟଙ୍କା ସହ ଅତି କମରେ ଗୋଟିଏ ଧାଡ଼ି ଯୋଡ଼ନ୍ତୁ।',
  tooManyLines: `ଗୋଟିଏ କୋଟେସନରେ ସର୍ବାଧିକ ${QUOTATION_LIMITS.lines}ଟି ଧାଡ଼ି ରହିପାରେ।`,
  kind: 'ପ୍ରତ୍ୟେକ ଧାଡ଼ିର ପ୍ରକାର ବାଛନ୍ତୁ (ପ୍ୟାକିଂ, ପରିବହନ, …)।',
  labelRequired: 'ପ୍ରତ୍ୟେକ ଧାଡ଼ିର ବିବରଣୀ ଦିଅନ୍ତୁ।',
  labelTooLong: `ଧାଡ଼ିର ବିବରଣୀ ${QUOTATION_LIMITS.label} ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।`,
  paise: 'ଟଙ୍କା ପୂରା ପଇସାରେ (₹1 = 100), ମାଇନସ୍ ନୁହେଁ: ₹1,500 ପାଇଁ 150000।',
  lineTooLarge: 'ଗୋଟିଏ ଧାଡ଼ି ₹50,00,000 ରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।',
  discount: 'ରିହାତି ପୂରା ପଇସାରେ, ମାଇନସ୍ ନୁହେଁ, ଓ ଜିଏସଟି ପୂର୍ବର ଉପମୋଟଠାରୁ ଅଧିକ ନୁହେଁ।',
  advance: 'ଆଡଭାନ୍ସ ପୂରା ପଇସାରେ, ମାଇନସ୍ ନୁହେଁ, ଓ ମୋଟଠାରୁ ଅଧିକ ନୁହେଁ।',
  advancePercent: 'ପ୍ରତିଶତରେ ଆଡଭାନ୍ସ 0ରୁ 100 ମଧ୍ୟରେ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା।',
  advanceOne: 'ଆଡଭାନ୍ସ ପଇସାରେ ବା ପ୍ରତିଶତରେ ଦିଅନ୍ତୁ, ଦୁହେଁ ନୁହେଁ।',
  totalTooLarge: 'ମୋଟ ₹1,00,00,000 ରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।',
  validUntil: 'ଶେଷ ଦିନ YYYY-MM-DD ଆକାରରେ ଦିଅନ୍ତୁ, ଆଜିଠାରୁ ପରେ।',
  validUntilFar: `ଗୋଟିଏ କୋଟେସନ୍ ସର୍ବାଧିକ ${QUOTATION_LIMITS.maxValidDays} ଦିନ ଖୋଲା ରହିପାରେ।`,
  version: 'ଆପଣ ସମ୍ପାଦନ କରିଥିବା ସଂସ୍କରଣ ପଠାନ୍ତୁ (ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା)।',
  channel: 'କୋଟେସନ୍ "email" ବା "whatsapp" ଦ୍ୱାରା ପଠାନ୍ତୁ।',
  acceptTotal: 'ଆପଣ ପଢ଼ିଥିବା ସଂସ୍କରଣର ମୋଟ ପଇସାରେ ପଠାନ୍ତୁ (ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା)।',
  name: 'ଗ୍ରହଣ କରିବାକୁ ଆପଣଙ୍କ ପୂରା ନାମ ଲେଖନ୍ତୁ।',
  nameTooLong: `ଆପଣଙ୍କ ନାମ ${QUOTATION_LIMITS.name} ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।`,
  agree: 'ସର୍ତ୍ତାବଳୀରେ ରାଜି ହେବାକୁ ବାକ୍ସରେ ଟିକ୍ ଦିଅନ୍ତୁ।',
  message: 'ଆପଣ କ’ଣ ବଦଳାଇବାକୁ ଚାହାନ୍ତି ଜଣାନ୍ତୁ।',
  messageTooLong: `ମେସେଜ୍ ${QUOTATION_LIMITS.message} ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।`,
  utr: 'UTR (UPI ରେଫରେନ୍ସ) 12 ଅଙ୍କର; ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର ରେଫରେନ୍ସ 22ଟି ପର୍ଯ୍ୟନ୍ତ ଅକ୍ଷର ଓ ଅଙ୍କ।',
};

export const quotationApiMessages: Translated<typeof en.quotationApiMessages> = {
  invalid: 'କିଛି ତଥ୍ୟ ସୁଧାରିବା ଦରକାର।',
  exists: 'ଏହି ଲିଡର ଆଗରୁ କୋଟେସନ୍ ଅଛି: ତାହାକୁ ହିଁ ସମ୍ପାଦନ କରନ୍ତୁ।',
  conflict: (latest) =>
    `ଆପଣ ସମ୍ପାଦନ କରୁଥିବା ବେଳେ ଅନ୍ୟ କେହି ଏହି କୋଟେସନ୍ ସେଭ୍ କଲେ (ଏବେ ଏହା ସଂସ୍କରଣ ${latest})। ରିଲୋଡ୍ କରି ପୁଣି ପରିବର୍ତ୍ତନ କରନ୍ତୁ।`,
  accepted: (version) => `ସଂସ୍କରଣ ${version} ଗ୍ରାହକ ଗ୍ରହଣ କରିସାରିଛନ୍ତି, ଏହା ବଦଳିପାରିବ ନାହିଁ।`,
  noLead: 'ଏପରି କୌଣସି ଲିଡ୍ ନାହିଁ, କିମ୍ବା ଏହାର କୋଟେସନ୍ ହୋଇପାରିବ ନାହିଁ।',
  notFound: 'ଏହି ଲିଙ୍କରେ କୌଣସି କୋଟେସନ୍ ନାହିଁ। ଆପଣଙ୍କ ମେସେଜରେ ଥିବା ଲିଙ୍କ ଯାଞ୍ଚ କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  superseded: (latest) => `ଏହି ସଂସ୍କରଣ ବଦଳାଯାଇଛି: ସଂସ୍କରଣ ${latest} ହେଉଛି ବର୍ତ୍ତମାନର କୋଟେସନ୍।`,
  changed: (latest, total) =>
    `ଆପଣ ପଢ଼ିଥିବା କୋଟେସନ୍ ଏହା ନୁହେଁ: ସଂସ୍କରଣ ${latest} ର ମୋଟ ${total}। ଏହାକୁ ପଢ଼ି ପୁଣି ଗ୍ରହଣ କରନ୍ତୁ।`,
  expired: (date) => `ଏହି କୋଟେସନ୍ ${date} ପର୍ଯ୍ୟନ୍ତ ବୈଧ ଥିଲା। ଆମଠାରୁ ନୂଆ କୋଟେସନ୍ ମାଗନ୍ତୁ, ଆମେ ତୁରନ୍ତ ପଠାଇବୁ।`,
  rateLimited: (seconds) =>
    `ଆପଣଙ୍କ କନେକ୍ସନରୁ ବହୁତ ଥର ଚେଷ୍ଟା କରାଯାଇଛି। ଦୟାକରି ${Math.ceil(seconds / 60)} ମିନିଟ୍ ଅପେକ୍ଷା କରନ୍ତୁ।`,
  unavailable: 'ଏବେ ଆମ ରେକର୍ଡ ପାଖରେ ପହଞ୍ଚିହେଉନାହିଁ। ଦୟାକରି ଏକ ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  tooLate: 'ଏହି କୋଟେସନ୍ ଆଗରୁ ଗ୍ରହଣ କରାଯାଇସାରିଛି; ଏବେ କିଛି ବଦଳାଇବାକୁ ହେଲେ ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
};

export const quotationTerms: Translated<typeof en.quotationTerms> = [
  'ସର୍ଭେ ତାଲିକାରେ ଥିବା ସାମାନ ପାଇଁ ଏହି ଦର। ସିଫ୍ଟିଂ ଦିନ ଯୋଡ଼ାଯାଇଥିବା ସାମାନ ପାଇଁ ସେହି ଘନଫୁଟ ହାରରେ ଟଙ୍କା ଲାଗିବ, ଓ ଲୋଡିଂ ପୂର୍ବରୁ ଆମେ ଜଣାଇଦେବୁ।',
  'ଆଡଭାନ୍ସ ଦେଲେ ତାରିଖ ଓ ଗାଡ଼ି ନିଶ୍ଚିତ ହୁଏ। ବାକି ଟଙ୍କା ଡେଲିଭରି ସମୟରେ, ଅନଲୋଡିଂ ପୂର୍ବରୁ, UPI, ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର ବା ନଗଦରେ ଦେବାକୁ ହେବ।',
  `ସିଫ୍ଟିଂର ${policies.freeRescheduleHours} ଘଣ୍ଟା ପୂର୍ବ ପର୍ଯ୍ୟନ୍ତ ଆପଣ ମାଗଣାରେ ତାରିଖ ବଦଳାଇପାରିବେ। ତା’ପରେ ବାତିଲ୍ କଲେ ଆଡଭାନ୍ସ ଫେରସ୍ତ ହେବ ନାହିଁ।`,
  'ଟ୍ରାନଜିଟ୍ ବୀମା ଘୋଷିତ ମୂଲ୍ୟରୁ ମୂଲ୍ୟହ୍ରାସ କାଟି ସୁରକ୍ଷା ଦିଏ। କୌଣସି କ୍ଷତି ହେଲେ ଡେଲିଭରିର 7 ଦିନ ଭିତରେ ଫଟୋ ସହ ଜଣାନ୍ତୁ।',
  'ଗହଣା, ନଗଦ ଟଙ୍କା, କାଗଜପତ୍ର ଓ ଦାମୀ ଜିନିଷ ଟ୍ରକରେ ନୁହେଁ, ଆପଣଙ୍କ ସହ ଯିବ।',
  `ସର୍ଭେ ସମୟରେ ଜଣାନଥିବା ସିଡ଼ି, ଲମ୍ବା ଦୂର ବୋହିବା ବା ଛୋଟ ସଟଲ୍ ଗାଡ଼ି ପାଇଁ ସେହି ଦିନ ସ୍ଥିର ହୋଇଥିବା ଦରରେ ଟଙ୍କା ଲାଗିବ। ଦେଖାଯାଇଥିବା ଜିଏସଟି GSTIN ${company.gstin} ଅଧୀନରେ ନିଆଯାଏ।`,
];
