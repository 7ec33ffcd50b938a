// Left out: nothing; estimatePage.path, estimatePage.defaults and estimateCta's href and variant are copied unchanged.
import type * as en from './estimate';
import { tariff } from '../settings/tariff';
import type { Translated } from '@/lib/i18n/translated';

export const estimatePage: Translated<typeof en.estimatePage> = {
  path: '/estimate',
  title: 'ସିଫ୍ଟିଂର ଆନୁମାନିକ ଖର୍ଚ୍ଚ ତୁରନ୍ତ ଜାଣନ୍ତୁ',
  metaTitle: 'ସିଫ୍ଟିଂର ଆନୁମାନିକ ଖର୍ଚ୍ଚ ₹ରେ ତୁରନ୍ତ ଜାଣନ୍ତୁ',
  description:
    'ତିରିଶ ସେକେଣ୍ଡରେ ଆପଣଙ୍କ ଘର, ଅଫିସ୍, କାର୍ ବା ବାଇକ୍ ସିଫ୍ଟିଂର ଖର୍ଚ୍ଚ ଟଙ୍କାରେ, ପ୍ରତ୍ୟେକ ଅଂଶ ଅଲଗା ଅଲଗା: ପ୍ୟାକିଂ, ପରିବହନ, ସିଡ଼ି, ଗାଡ଼ି, ବୀମା ଓ ଜିଏସଟି, କିଛି ଲୁଚା ନାହିଁ।',
  intro:
    'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବିଷୟରେ ଜଣାନ୍ତୁ ଓ ସଙ୍ଗେ ସଙ୍ଗେ ଟଙ୍କାରେ ପ୍ରତ୍ୟେକ ଅଂଶର ଖର୍ଚ୍ଚ ଦେଖନ୍ତୁ। ଫୋନ୍ କଲ୍ ନାହିଁ, ସାଇନ୍-ଅପ୍ ନାହିଁ: ସର୍ଭେରେ ଆପଣ କହିଥିବା ପରି ସାମାନ ମିଳିଲେ, ଆମେ ଆପଣଙ୍କ ପାଇଁ ଏହି ଦର ରଖିବୁ।',
  navLabel: 'ଆନୁମାନିକ ଖର୍ଚ୍ଚ',
  formHeading: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂ',
  groups: {
    home: 'ଆପଣ କ’ଣ ସିଫ୍ଟ କରୁଛନ୍ତି',
    route: 'କେଉଁଠୁ କେଉଁଠିକି ଓ କେବେ',
    floors: 'ମହଲା ଓ ଲିଫ୍ଟ',
    vehicles: 'ଗାଡ଼ି ଓ ବୀମା',
  },
  resultHeading: 'ଆପଣଙ୍କ ଆନୁମାନିକ ଖର୍ଚ୍ଚ',
  labels: {
    size: 'ଘରର ଆକାର',
    seats: 'ଅଫିସର ସିଟ୍ (ଡେସ୍କ)',
    from: 'କେଉଁଠୁ',
    to: 'କେଉଁଠିକି',
    km: 'ସଡ଼କ ଦୂରତା (କି.ମି.)',
    floorFrom: 'ପିକଅପ୍ ସ୍ଥାନରେ ମହଲା',
    liftFrom: 'ପିକଅପ୍ ସ୍ଥାନରେ ଲିଫ୍ଟ',
    floorTo: 'ଡେଲିଭରି ସ୍ଥାନରେ ମହଲା',
    liftTo: 'ଡେଲିଭରି ସ୍ଥାନରେ ଲିଫ୍ଟ',
    packing: 'ପ୍ୟାକିଂ',
    cars: 'କାର୍',
    carType: 'କାରର ପ୍ରକାର',
    bikes: 'ବାଇକ୍ ବା ସ୍କୁଟର',
    bikeType: 'ବାଇକର ପ୍ରକାର',
    declaredValue: 'ଆପଣଙ୍କ ସାମାନର ମୂଲ୍ୟ ₹ରେ (ଟ୍ରାନଜିଟ୍ ବୀମା ପାଇଁ)',
    date: 'ସିଫ୍ଟିଂ ତାରିଖ (ଇଚ୍ଛାଧୀନ)',
  },
  hints: {
    seats: `କେବଳ ଅଫିସ୍ ସିଫ୍ଟିଂ ପାଇଁ: 1ରୁ ${tariff.office.maxSeats} ସିଟ୍।`,
    km: 'ସ୍ଥାନଟି ତାଲିକାରେ ନଥିଲେ, କିମ୍ବା ଗୋଟିଏ ସହର ଭିତରେ ସିଫ୍ଟିଂର ଦର ପାଇଁ ଦରକାର (ନହେଲେ ଆମେ 15 କି.ମି. ଧରିନେଉ)।',
    floors: '0 ମାନେ ତଳ ମହଲା (ଗ୍ରାଉଣ୍ଡ ଫ୍ଲୋର)।',
    declaredValue: `ବୀମା ନଚାହିଁଲେ 0 ରଖନ୍ତୁ; ବୀମାର ଖର୍ଚ୍ଚ ମୂଲ୍ୟର ${tariff.insurancePercent} %।`,
  },
  otherPlace: 'ଅନ୍ୟ ସ୍ଥାନ (କି.ମି. ଦିଅନ୍ତୁ)',
  defaults: {
    size: '2bhk',
    packing: 'standard',
    floorFrom: '0',
    liftFrom: 'false',
    floorTo: '0',
    liftTo: 'false',
    cars: '0',
    carType: 'sedan',
    bikes: '0',
    bikeType: 'standard',
    declaredValue: '0',
  },
  liftOptions: { true: 'ହଁ, ଲିଫ୍ଟରେ ଆସବାବପତ୍ର ଯାଏ', false: 'ଲିଫ୍ଟ ନାହିଁ' },
  submit: 'ମୋର ଆନୁମାନିକ ଖର୍ଚ୍ଚ ଦେଖାନ୍ତୁ',
  submitHint: 'ଫର୍ମ ବଦଳାଇଲେ ଆନୁମାନିକ ଖର୍ଚ୍ଚ ନିଜେ ବଦଳିଯାଏ।',
  total: 'ଜିଏସଟି ସହ ମୋଟ',
  seeBreakdown: 'ଖର୍ଚ୍ଚର ବିବରଣୀ ଦେଖନ୍ତୁ',
  range: 'ମାଗଣା ସର୍ଭେ ପରେ ଅନ୍ତିମ ଦର',
  rangeJoin: 'ରୁ',
  subtotal: 'ଉପମୋଟ',
  gst: (percent) => `ଜିଏସଟି ${percent} %`,
  linesCaption: 'ଦରରେ କ’ଣ କ’ଣ ଅଛି',
  itemHeader: 'ବିବରଣୀ',
  amountHeader: 'ଟଙ୍କା',
  assumptionsHeading: 'ଆମେ କ’ଣ ଧରିନେଇଛୁ',
  includedHeading: 'ଦରରେ ସାମିଲ',
  included: [
    'ଆପଣ ବାଛିଥିବା ମାନର ପ୍ୟାକିଂ ସାମଗ୍ରୀ, ଓ ପ୍ୟାକ୍ କରିବା ପାଇଁ ଟିମ୍',
    'ଲୋଡିଂ, ଅନଲୋଡିଂ ଓ ନୂଆ ଘରେ ଅନପ୍ୟାକିଂ',
    'କେବଳ ଆପଣଙ୍କ ସାମାନ ପାଇଁ ଏକ ବନ୍ଦ ଟ୍ରକ୍, ଅନ୍ୟ କାହା ସହ ଭାଗ କରାଯାଏ ନାହିଁ',
    'ଟୋଲ୍, ଇନ୍ଧନ ଓ ଡ୍ରାଇଭରଙ୍କ ଭତ୍ତା',
    'ଖଟ ଓ ଆଲମାରି ଖୋଲିବା ଓ ପୁଣି ଲଗାଇବା',
  ],
  extrasHeading: 'ଅଲଗା ଖର୍ଚ୍ଚ (ଆମେ ସିଫ୍ଟିଂ ପୂର୍ବରୁ ଜଣାଇଦେଉ, ସେହି ଦିନ କେବେ ନୁହେଁ)',
  extras: [
    'ଦୁଇ ଘର ମଝିରେ ଷ୍ଟୋରେଜ୍, ସପ୍ତାହ ହିସାବରେ',
    'ଟ୍ରକରୁ ଦ୍ୱାର ପର୍ଯ୍ୟନ୍ତ 30 ମିଟରରୁ ଅଧିକ ବୋହିବା',
    'ଝୁଲାଇବା, ବିଜୁଳି ବା ପ୍ଲମ୍ବିଂ କାମ (ଝାଡ଼ବତି, ଗିଜର୍, ଏସି)',
    'ଆପଣଙ୍କ ଆକାରର ସାଧାରଣ ଘରଠାରୁ ଅଧିକ ଯେଉଁ ସାମାନ ସର୍ଭେରେ ମିଳେ',
  ],
  noResult: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂର ଆକାର ଓ କେଉଁଠିକି ଯିବ ଭରନ୍ତୁ, ଆପଣଙ୍କ ଆନୁମାନିକ ଖର୍ଚ୍ଚ ଏଠାରେ ଦେଖାଯିବ।',
  fixFields: 'ଆନୁମାନିକ ଖର୍ଚ୍ଚ ଦେଖିବାକୁ ଦୟାକରି ଚିହ୍ନିତ ସ୍ଥାନଗୁଡ଼ିକରେ ଭୁଲ ସୁଧାରନ୍ତୁ।',
  validUntil: (date) => `${date} ପର୍ଯ୍ୟନ୍ତ ବୈଧ`,
  book: 'ଏହି ଦରରେ ବୁକ୍ କରନ୍ତୁ',
  emailQuote: 'ଏହି କୋଟେସନ୍ ମୋତେ ଇମେଲ୍ କରନ୍ତୁ',
};

export const estimateCta: Translated<typeof en.estimateCta> = (preset = '') => ({
  label: 'ଆପଣଙ୍କ ଖର୍ଚ୍ଚ ₹ରେ ଦେଖନ୍ତୁ',
  href: `/estimate${preset}`,
  variant: 'secondary',
});

export const estimateSummaryTexts: Translated<typeof en.estimateSummaryTexts> = {
  line: (total, range, move, validUntil) =>
    `ଜିଏସଟି ସହ ${total} (ସର୍ଭେ ପରେ ${range}), ${move}, ${validUntil} ପର୍ଯ୍ୟନ୍ତ ବୈଧ`,
  office: (seats) => `${seats} ସିଟର ଅଫିସ୍`,
  km: (km) => `${km} କି.ମି.`,
  subtotal: 'ଉପମୋଟ',
  gst: 'ଜିଏସଟି',
};

export const estimateMessages: Translated<typeof en.estimateMessages> = {
  size: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂର ଆକାର ବାଛନ୍ତୁ: 1 RK ରୁ 4 BHK, କିମ୍ବା ଅଫିସ୍।',
  seats: `ଅଫିସ୍ ପାଇଁ ସିଟ୍ ସଂଖ୍ୟା ଦିଅନ୍ତୁ: 1ରୁ ${tariff.office.maxSeats} ମଧ୍ୟରେ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା।`,
  from: 'ତାଲିକାରୁ ଏକ ସହର ବାଛନ୍ତୁ, କିମ୍ବା ଖାଲି ଛାଡ଼ି କି.ମି.ରେ ଦୂରତା ଦିଅନ୍ତୁ।',
  to: 'ତାଲିକାରୁ ଏକ ସହର ବାଛନ୍ତୁ, କିମ୍ବା ଖାଲି ଛାଡ଼ି କି.ମି.ରେ ଦୂରତା ଦିଅନ୍ତୁ।',
  km: `କି.ମି.ରେ ସଡ଼କ ଦୂରତା ଦିଅନ୍ତୁ: 1ରୁ ${tariff.limits.maxKm} ମଧ୍ୟରେ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା।`,
  route: 'ଦୁଇଟି ସହର ବାଛନ୍ତୁ (ସହର ଭିତରେ ସିଫ୍ଟିଂ ପାଇଁ ଦୁଇଥର ସେହି ସହର), କିମ୍ବା କି.ମି.ରେ ସଡ଼କ ଦୂରତା ଦିଅନ୍ତୁ।',
  floor: `ମହଲା ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟାରେ ଦିଅନ୍ତୁ, 0 (ତଳ ମହଲା) ରୁ ${tariff.limits.maxFloor} ପର୍ଯ୍ୟନ୍ତ।`,
  lift: 'ଲିଫ୍ଟ ଅଛି କି ନାହିଁ, ବାଛନ୍ତୁ।',
  packing: 'ଷ୍ଟାଣ୍ଡାର୍ଡ ବା ପ୍ରିମିୟମ୍ ପ୍ୟାକିଂ ବାଛନ୍ତୁ।',
  vehicles: `0ରୁ ${tariff.limits.maxVehicles} ମଧ୍ୟରେ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ଦିଅନ୍ତୁ।`,
  carType: 'ହ୍ୟାଚବ୍ୟାକ୍, ସେଡାନ୍ ବା ଏସୟୁଭି ବାଛନ୍ତୁ।',
  bikeType: 'ବାଇକ୍/ସ୍କୁଟର ବା କ୍ରୁଜର୍ ବାଛନ୍ତୁ।',
  declaredValue: `ମୂଲ୍ୟ ପୂରା ଟଙ୍କାରେ ଦିଅନ୍ତୁ, 0ରୁ ${tariff.limits.maxDeclaredValue} ପର୍ଯ୍ୟନ୍ତ।`,
};
