// Left out: claimCardTexts and claimListTexts (staff only). In claimTexts, the staff's errors
// (status, settled, payout, notNext, notFound, moved, settledOnlyWhenSettling) and settlementReason (a payment's stored
// reason) are copied in English: staff read English.
import type * as en from './content';
import type { Translated } from '@/lib/i18n/translated';

export const claimTexts: Translated<typeof en.claimTexts> = {
  statuses: {
    open: 'ମିଳିଛି',
    'under-review': 'ଯାଞ୍ଚ ଚାଲିଛି',
    settled: 'ସମାଧାନ ହୋଇଛି',
    rejected: 'ଗ୍ରହଣ କରାଯାଇନାହିଁ',
  },
  errors: {
    description: 'କ’ଣ ହେଲା ଆମକୁ ଜଣାନ୍ତୁ, 2,000 ଅକ୍ଷର ପର୍ଯ୍ୟନ୍ତ।',
    items: 'ଅତି କମରେ ଗୋଟିଏ ଜିନିଷ ଯୋଡ଼ନ୍ତୁ (20 ପର୍ଯ୍ୟନ୍ତ): ଜିନିଷଟି କ’ଣ, କ୍ଷତି କ’ଣ, ଓ ଆପଣ କେତେ ଟଙ୍କା ମାଗୁଛନ୍ତି।',
    label: 'ଜିନିଷର ନାମ ଲେଖନ୍ତୁ, 120 ଅକ୍ଷର ପର୍ଯ୍ୟନ୍ତ।',
    damage: 'କ୍ଷତି ବର୍ଣ୍ଣନା କରନ୍ତୁ, 300 ଅକ୍ଷର ପର୍ଯ୍ୟନ୍ତ।',
    amount: 'ଏହି ଜିନିଷ ପାଇଁ ଆପଣ ମାଗୁଥିବା ଟଙ୍କା ଲେଖନ୍ତୁ, ₹0 ରୁ ଅଧିକ।',
    tooMuch: '₹10,00,000 ରୁ ଅଧିକ କ୍ଲେମ୍ ପାଇଁ ସର୍ଭେୟର ଦରକାର: ଦୟାକରି ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
    status: 'Choose the claim’s new status.',
    settled: 'Enter the amount settled in rupees, more than ₹0.',
    note: 'ଟିପ୍ପଣୀ ସର୍ବାଧିକ 1,000 ଅକ୍ଷର।',
    payout: 'Choose how the settlement is paid.',
    notDelivered: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂର ଡେଲିଭରି ହେବା ପରେ ହିଁ କ୍ଲେମ୍ କରିହେବ।',
    pastNotice: (days) => `ସିଫ୍ଟିଂର ${days} ଦିନ ଭିତରେ କ୍ଲେମ୍ ନିଆଯାଏ; ଏହି ସମୟ ଚାଲିଯାଇଛି। ଦୟାକରି ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।`,
    notNext: (from, to) => `A claim that is “${from}” cannot become “${to}”.`,
    notFound: 'No such claim.',
    moved: 'Someone else changed this claim just now: read it again.',
    tooManyPhotos: (perItem, perClaim) =>
      `ଗୋଟିଏ ଜିନିଷର ${perItem} ଟି ପର୍ଯ୍ୟନ୍ତ ଫଟୋ ଯୋଡ଼ନ୍ତୁ, ସବୁ ମିଶି ${perClaim} ଟି।`,
    photoOfNoItem: 'ଫଟୋ ସହ ତାହାର ଜିନିଷ ଦରକାର: ଜିନିଷର ନାମ, କ୍ଷତି ଓ ଟଙ୍କା ଲେଖନ୍ତୁ।',
    photoTooLarge: (photoMb, allMb) =>
      `ଗୋଟିଏ ଫଟୋ ସର୍ବାଧିକ ${photoMb} MB, ଓ ସବୁ ଫଟୋ ସହ କ୍ଲେମ୍ ସର୍ବାଧିକ ${allMb} MB: କମ୍ ବା ଛୋଟ ଫଟୋ ବାଛନ୍ତୁ।`,
    notAnImage: 'ଫଟୋ JPEG, PNG, WebP ବା HEIC ଛବି ହେବା ଦରକାର।',
    unreadable:
      'ଗୋଟିଏ ଫଟୋ ପଢ଼ିହେଲା ନାହିଁ (ଫାଇଲ୍ ଖରାପ, ବା iPhone ର HEIC ଫଟୋ): ଏହାକୁ JPEG ଭାବେ ପଠାନ୍ତୁ (iPhone ରେ: Settings › Camera › Formats › Most Compatible)।',
    multipart: 'କ୍ଲେମ୍ ଫର୍ମ (multipart/form-data) ବା JSON ଭାବେ ପଠାନ୍ତୁ।',
    settledOnlyWhenSettling: 'An amount settled is given only when settling the claim.',
  },
  email: {
    subject: (number, reference) => `ସିଫ୍ଟିଂ ${reference} ପାଇଁ ଆପଣଙ୍କ କ୍ଲେମ୍ ${number}`,
    filed: (name, number, reference, asked) =>
      [
        name ? `ପ୍ରିୟ ${name},` : 'ପ୍ରିୟ ଗ୍ରାହକ,',
        '',
        `ସିଫ୍ଟିଂ ${reference} ପାଇଁ ${asked} ମାଗି ଆପଣ କରିଥିବା କ୍ଲେମ୍ ${number} ଆମେ ପାଇଛୁ। ଆମେ ଏହା ଯାଞ୍ଚ କରି 2 କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଉତ୍ତର ଦେବୁ।`,
        '',
        'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ରେଫରେନ୍ସ ଓ ଫୋନ୍ ନମ୍ବର ଦେଇ ଆମ ଟ୍ରାକ୍ ପୃଷ୍ଠାରେ ଏହା କେଉଁ ଅବସ୍ଥାରେ ଅଛି ଦେଖିପାରିବେ।',
      ].join('\n'),
    changed: (name, number, status, settled, note) =>
      [
        name ? `ପ୍ରିୟ ${name},` : 'ପ୍ରିୟ ଗ୍ରାହକ,',
        '',
        `ଆପଣଙ୍କ କ୍ଲେମ୍ ${number} ର ଏବେର ଅବସ୍ଥା: ${status}।${settled ? ` ସମାଧାନ ରାଶି: ${settled}।` : ''}`,
        ...(note ? ['', note] : []),
      ].join('\n'),
  },
  settlementReason: (number) => `Settlement of claim ${number}`,
};

export const trackClaimTexts: Translated<typeof en.trackClaimTexts> = {
  heading: 'କ୍ଷତି ବା ହଜିଯିବା',
  intro: (reportDays, noticeDays) =>
    `କିଛି ଜିନିଷ କ୍ଷତିଗ୍ରସ୍ତ ହୋଇ ପହଞ୍ଚିଲେ ବା ପହଞ୍ଚିଲା ନାହିଁ, ଏଠାରେ ଜଣାନ୍ତୁ: ସମ୍ଭବ ହେଲେ ଡେଲିଭରିର ${reportDays} ଦିନ ଭିତରେ, ଯାହାଫଳରେ ତାହା ଯାଞ୍ଚ କରାଯାଇପାରିବ; ସିଫ୍ଟିଂର ${noticeDays} ଦିନ ପର୍ଯ୍ୟନ୍ତ ଆମେ କ୍ଲେମ୍ ନେଉ। ପ୍ରତ୍ୟେକ ଜିନିଷ ଲେଖନ୍ତୁ (ଆପଣଙ୍କ ପ୍ୟାକିଂ ତାଲିକାର ପ୍ୟାକେଜ୍ ନମ୍ବର ସାହାଯ୍ୟ କରେ), ତାହାର କ’ଣ ହେଲା, ଓ ଆପଣ କେତେ ଟଙ୍କା ମାଗୁଛନ୍ତି।`,
  listHeading: 'ଆପଣଙ୍କ କ୍ଲେମ୍',
  asked: 'ମାଗିଥିବା',
  settled: 'ସମାଧାନ',
  ourNote: 'ଆମର ଟିପ୍ପଣୀ',
  description: 'କ’ଣ ହେଲା',
  item: (n) => `ଜିନିଷ ${n}`,
  label: 'ଜିନିଷ (ଓ ପ୍ୟାକେଜ୍ ନମ୍ବର)',
  damage: 'କ୍ଷତି',
  amount: 'ମାଗୁଥିବା ଟଙ୍କା, ₹',
  optional: 'ଇଚ୍ଛାଧୀନ',
  photos: 'କ୍ଷତିର ଫଟୋ',
  photosHint: (perItem, perClaim) =>
    `ଆପଣଙ୍କ ଫୋନ୍ କ୍ୟାମେରାରେ ଉଠାଯାଇଥିବା, ଏହି ଜିନିଷର ${perItem} ଟି ପର୍ଯ୍ୟନ୍ତ ଫଟୋ (ସବୁ ମିଶି ${perClaim} ଟି)।`,
  photosOf: (number, item) => `କ୍ଲେମ୍ ${number} ର ଜିନିଷ ${item} ର ଫଟୋ`,
  photosSent: (number) => `କ୍ଲେମ୍ ${number} ସହ ପଠାଯାଇଥିବା ଆପଣଙ୍କ ଫଟୋ`,
  received: (number) => `କ୍ଲେମ୍ ${number} ମିଳିଲା। ଆମେ 2 କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଉତ୍ତର ଦେବୁ।`,
  submit: 'କ୍ଲେମ୍ ପଠାନ୍ତୁ',
  sending: 'ପଠାଯାଉଛି…',
  fixFields: 'ଦୟାକରି ଚିହ୍ନିତ ସ୍ଥାନଗୁଡ଼ିକ ଯାଞ୍ଚ କରନ୍ତୁ।',
  failed: 'କ୍ଲେମ୍ ପଠାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ଏକ ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  outcomes: {
    filed: 'ଆପଣଙ୍କ କ୍ଲେମ୍ ମିଳିଛି: ଉପର ତାଲିକାରେ ଏହା ଦେଖିପାରିବେ। ଆମେ 2 କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଉତ୍ତର ଦେବୁ।',
    validation:
      'ଆପଣଙ୍କ କ୍ଲେମ୍ ପଠାଯାଇନାହିଁ: ପ୍ରତ୍ୟେକ ଜିନିଷର ନାମ, କ୍ଷତି ଓ ମାଗୁଥିବା ଟଙ୍କା ଦରକାର, ଓ କ’ଣ ହେଲା ସେ ବିଷୟରେ କିଛି ଶବ୍ଦ ଲେଖିବା ଦରକାର। ସୁଧାରିବାକୁ ପଛକୁ ଯାଆନ୍ତୁ।',
    payload_too_large:
      'ଆପଣଙ୍କ କ୍ଲେମ୍ ପଠାଯାଇନାହିଁ: ଗୋଟିଏ ଫଟୋ, ବା ସବୁ ଫଟୋ ମିଶି, ବହୁତ ବଡ଼। ପଛକୁ ଯାଇ କମ୍ ବା ଛୋଟ ଫଟୋ ବାଛନ୍ତୁ।',
    unsupported_media_type:
      'ଆପଣଙ୍କ କ୍ଲେମ୍ ପଠାଯାଇନାହିଁ: ଗୋଟିଏ ଫଟୋ JPEG, PNG, WebP ବା HEIC ଛବି ନୁହେଁ (iPhone ରେ Settings › Camera › Formats ରେ Most Compatible ବାଛନ୍ତୁ)।',
    conflict: 'ଡେଲିଭରି ଠାରୁ ସୂଚନା ଅବଧି ଶେଷ ହେବା ପର୍ଯ୍ୟନ୍ତ ହିଁ କ୍ଲେମ୍ କରିହେବ: ଦୟାକରି ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
    rate_limited: 'ଏବେ ବହୁତ ଥର ଚେଷ୍ଟା କରାଯାଇଛି: ଦୟାକରି କିଛି ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    unavailable: 'କ୍ଲେମ୍ ପଠାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ଏକ ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  },
  rows: 3,
};
