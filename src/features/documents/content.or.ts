// Left out: DOCUMENT_LIMITS (config), documentErrors and documentCardTexts (staff only).
// documentTexts is whole: the invoice, credit note and lorry receipt parts are here too, for
// bilingual headings beside the English those papers keep.
// Receipt sentence: draw-paper.ts builds it in English word order ("… ${for} the ${kind} for the
// move ${ref}."); Odia needs "${name}ଙ୍କଠାରୁ ସିଫ୍ଟିଂ ${ref} ର ${kind} ବାବଦରେ ${amount} (${words}) ଧନ୍ୟବାଦର ସହ ପ୍ରାପ୍ତ ହେଲା।"
import type * as en from './content';
import { policies } from '@/content/policies';
import type { Translated } from '@/lib/i18n/translated';

export const documentTitles: Translated<typeof en.documentTitles> = {
  invoice: 'ଟ୍ୟାକ୍ସ ଇନଭଏସ୍',
  'credit-note': 'କ୍ରେଡିଟ୍ ନୋଟ୍',
  receipt: 'ଟଙ୍କା ପ୍ରାପ୍ତି ରସିଦ',
  lr: 'ଲରି ରସିଦ (ଏଲଆର)',
  'packing-list': 'ପ୍ୟାକିଂ ତାଲିକା',
  'delivery-receipt': 'ଡେଲିଭରି ରସିଦ',
  'tds-declaration': 'ଟିଡିଏସ୍ ଘୋଷଣାପତ୍ର',
};

export const documentTexts: Translated<typeof en.documentTexts> = {
  invoice: {
    copy: 'ଗ୍ରହୀତାଙ୍କ ପାଇଁ ମୂଳ ପ୍ରତି',
    buyer: 'ବିଲ୍ ଯାହା ନାମରେ',
    reverseCharge: 'ରିଭର୍ସ ଚାର୍ଜ',
    no: 'ନା',
    placeOfSupply: 'ସେବା ପ୍ରଦାନର ସ୍ଥାନ',
    move: 'ସିଫ୍ଟିଂ',
    quotation: 'ସମ୍ବନ୍ଧିତ କୋଟେସନ୍',
    columns: {
      no: '#',
      description: 'ସେବାର ବିବରଣୀ',
      sac: 'SAC',
      amount: 'ଟଙ୍କା',
      discount: 'ରିହାତି',
      taxable: 'କରଯୋଗ୍ୟ ମୂଲ୍ୟ',
      rate: 'ଜିଏସଟି ହାର',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
      total: 'ମୋଟ',
    },
    totals: 'ମୋଟ',
    inWords: 'ଟଙ୍କା ଅକ୍ଷରରେ',
    received: 'ମିଳିଥିବା ଆଡଭାନ୍ସ',
    balance: 'ବାକି ଟଙ୍କା',
    bank: 'ଟଙ୍କା ଏହି ଖାତାକୁ ଦିଅନ୍ତୁ',
    declaration: 'ଆମେ ଘୋଷଣା କରୁଛୁ ଯେ ଏହି ଇନଭଏସରେ ବର୍ଣ୍ଣିତ ସେବାର ପ୍ରକୃତ ଦର ଦେଖାଯାଇଛି ଓ ସମସ୍ତ ବିବରଣୀ ସତ୍ୟ ଓ ସଠିକ୍।',
    signFor: (name) => `${name} ପକ୍ଷରୁ`,
    signatory: 'ଅଧିକୃତ ସ୍ୱାକ୍ଷରକାରୀ',
    computer: 'ଏହା କମ୍ପ୍ୟୁଟରରେ ପ୍ରସ୍ତୁତ ଦଲିଲ୍।',
  },
  creditNote: {
    cites: 'ସମ୍ବନ୍ଧିତ ଟ୍ୟାକ୍ସ ଇନଭଏସ୍',
    reason: 'କାରଣ',
    note: 'ଏହି କ୍ରେଡିଟ୍ ନୋଟ୍ ଉଲ୍ଲିଖିତ ଇନଭଏସକୁ ସମ୍ପୂର୍ଣ୍ଣ ବାତିଲ୍ କରେ; ଦେଖାଯାଇଥିବା ଟ୍ୟାକ୍ସ ଫେରାଯାଏ।',
  },
  receipt: {
    // The name may be empty (a heading without it): no suffix is then left hanging.
    received: (name) => (name ? `${name}ଙ୍କଠାରୁ ଧନ୍ୟବାଦର ସହ ପ୍ରାପ୍ତ` : 'ଧନ୍ୟବାଦର ସହ ପ୍ରାପ୍ତ'),
    mode: 'ପେମେଣ୍ଟର ମାଧ୍ୟମ',
    reference: 'UTR / ରେଫରେନ୍ସ',
    receivedOn: 'ପ୍ରାପ୍ତିର ତାରିଖ',
    move: 'ସିଫ୍ଟିଂ',
    total: 'କୋଟେସନର ମୋଟ',
    paid: 'ଏଯାଏଁ ଦିଆଯାଇଛି (ଏହି ରସିଦ ସହ)',
    balance: 'ବାକି ଟଙ୍କା',
    refund: (name) => (name ? `${name}ଙ୍କୁ ଫେରସ୍ତ` : 'ଫେରସ୍ତ'),
    kinds: { advance: 'ଆଡଭାନ୍ସ', balance: 'ବାକି ଟଙ୍କା', refund: 'ଫେରସ୍ତ' },
    // The amount in figures: the amount in words is the English sentence's, printed above this.
    sentence: ({ name, paise, amount, kind, reference }) =>
      paise < 0
        ? `ସିଫ୍ଟିଂ ${reference}ର ${kind} ବାବଦରେ ${name}ଙ୍କୁ ${amount} ରାଶି ଫେରସ୍ତ କରାଗଲା।`
        : `ସିଫ୍ଟିଂ ${reference}ର ${kind} ବାବଦରେ ${name}ଙ୍କଠାରୁ ${amount} ରାଶି ଧନ୍ୟବାଦର ସହ ପ୍ରାପ୍ତ ହେଲା।`,
    note: 'ପେମେଣ୍ଟ ଆମ ଖାତାରେ ଜମା ହେବା ପରେ ହିଁ ଏହି ରସିଦ ବୈଧ।',
  },
  lr: {
    copies: { consignor: 'ପ୍ରେରକଙ୍କ ପ୍ରତି', consignee: 'ପ୍ରାପକଙ୍କ ପ୍ରତି' },
    consignor: 'ପ୍ରେରକ (କନସାଇନର୍)',
    consignee: 'ପ୍ରାପକ (କନସାଇନି)',
    from: 'କେଉଁଠୁ',
    to: 'କେଉଁଠିକି',
    vehicle: 'ଗାଡ଼ି ନମ୍ବର',
    driver: 'ଡ୍ରାଇଭର',
    moveDate: 'ଲୋଡିଂ ତାରିଖ',
    goods: 'ବ୍ୟବହୃତ ଘରୋଇ ସାମାନ ଓ ବ୍ୟକ୍ତିଗତ ଜିନିଷ',
    columns: {
      packages: 'ପ୍ୟାକେଜ୍',
      description: 'ବିବରଣୀ (ଭିତରେ ଥିବା କୁହାଯାଇଥିବା ସାମାନ)',
      weight: 'ଓଜନ',
      value: 'ଘୋଷିତ ମୂଲ୍ୟ',
    },
    weightNote: 'ଲୋଡ୍ ସମୟର',
    freight: 'ଭଡ଼ା',
    freightPaid: 'ଦିଆଯାଇଛି',
    freightToPay: 'ଦେବାକୁ ବାକି',
    risk: 'ଝୁଙ୍କି',
    risks: { owner: 'ମାଲିକଙ୍କ ଝୁଙ୍କିରେ', carrier: 'ପରିବହନକାରୀଙ୍କ ଝୁଙ୍କିରେ' },
    note: 'କୋଟେସନରେ ଛପା କମ୍ପାନୀର ସର୍ତ୍ତାବଳୀ ଅନୁସାରେ ସାମାନ ନିଆଯାଏ। ବ୍ୟବହୃତ ଘରୋଇ ସାମାନ ପାଇଁ ଇ-ୱେ ବିଲ୍ ଦରକାର ନାହିଁ; ଏହି ରସିଦ ଓ ପ୍ୟାକିଂ ତାଲିକା ଗାଡ଼ି ସହ ଯାଏ।',
    signConsignor: 'ପ୍ରେରକଙ୍କ ସ୍ୱାକ୍ଷର',
    signTransporter: 'ପରିବହନକାରୀଙ୍କ ପକ୍ଷରୁ',
  },
  packingList: {
    columns: {
      no: 'ପ୍ୟାକେଜ୍',
      contents: 'ଭିତରେ କ’ଣ ଅଛି',
      room: 'କୋଠରୀ',
      fragile: 'ଭଙ୍ଗୁର',
      value: 'ମୂଲ୍ୟ (₹)',
      pickup: 'ପିକଅପ୍ ସମୟରେ',
      delivery: 'ଡେଲିଭରି ସମୟରେ',
      condition: 'ଡେଲିଭରି ସମୟର ଅବସ୍ଥା',
    },
    fragileMark: 'ଭଙ୍ଗୁର',
    declared: 'ସାମାନର ଘୋଷିତ ମୂଲ୍ୟ',
    packages: 'ପ୍ୟାକେଜ୍',
    conditionCodes:
      'ଅବସ୍ଥା କୋଡ୍: OK — ଭଲ; SC — ଚିହ୍ନ/ଆଞ୍ଚୁଡ଼ା; DN — ଚେପା; BR — ଭଙ୍ଗା; WT — ଓଦା; MS — ହଜିଯାଇଛି।',
    signs: {
      pickupCustomer: 'ପିକଅପ୍ ସମୟରେ ହସ୍ତାନ୍ତର କଲେ (ଗ୍ରାହକ)',
      pickupCrew: 'ପିକଅପ୍ ସମୟରେ ଗ୍ରହଣ କଲେ (ଟିମ୍ ଲିଡର)',
      deliveryCustomer: 'ଡେଲିଭରି ସମୟରେ ଗ୍ରହଣ କଲେ (ଗ୍ରାହକ)',
      deliveryCrew: 'ଡେଲିଭରି କଲେ (ଟିମ୍ ଲିଡର)',
    },
    signCaption: 'ନାମ, ସ୍ୱାକ୍ଷର ଓ ତାରିଖ',
    claimNote: `ଡେଲିଭରି ସମୟରେ ସ୍ୱାକ୍ଷର କରିବା ପୂର୍ବରୁ କୌଣସି କ୍ଷତି ବା ହଜିଯାଇଥିବା ପ୍ୟାକେଜ୍ ଅବସ୍ଥା ସ୍ତମ୍ଭରେ ଲେଖନ୍ତୁ; ପରେ ଦେଖାଯାଇଥିବା କ୍ଷତି ଡେଲିଭରିର ${policies.damageReportDays} ଦିନ ଭିତରେ ଜଣାନ୍ତୁ: ବୀମା କ୍ଲେମ୍ ପାଇଁ ଏହା ଦରକାର।`,
  },
  deliveryReceipt: {
    deliveredTo: 'ଯାହାଙ୍କୁ ଡେଲିଭରି କରାଗଲା',
    steps: 'ସିଫ୍ଟିଂ, ପଦକ୍ଷେପ ଅନୁସାରେ',
    stepColumns: { step: 'ପଦକ୍ଷେପ', at: 'ତାରିଖ ଓ ସମୟ', by: 'ଯିଏ ଲେଖିଲେ' },
    columns: { no: 'ପ୍ୟାକେଜ୍', contents: 'ଭିତରେ କ’ଣ ଅଛି', room: 'କୋଠରୀ', fragile: 'ଭଙ୍ଗୁର' },
    packages: 'ପ୍ୟାକେଜ୍',
    noPackages: 'ଏହି ସିଫ୍ଟିଂ ପାଇଁ ସାମାନର କୌଣସି ତାଲିକା ତିଆରି ହୋଇନାହିଁ।',
    exceptions: 'ଡେଲିଭରି ସମୟରେ ଲେଖାଯାଇଥିବା ତ୍ରୁଟି',
    noExceptions: 'କିଛି ନାହିଁ: ଭଲ ଅବସ୍ଥାରେ ମିଳିଲା।',
    photos: (pickup, delivery) =>
      `ପିକଅପ୍ ସମୟରେ ${pickup} ଟି ଫଟୋ, ଡେଲିଭରି ସମୟରେ ${delivery} ଟି, ସିଫ୍ଟିଂ ସହ ରଖାଯାଇଛି।`,
    photosLabel: 'ଫଟୋ',
    statement:
      'ଉପରେ ଲେଖାଯାଇଥିବା ପ୍ୟାକେଜଗୁଡ଼ିକ ମୁଁ ଦର୍ଶାଯାଇଥିବା ଠିକଣାରେ, ଲେଖାଯାଇଥିବା ତ୍ରୁଟି ଛଡ଼ା, ଭଲ ଅବସ୍ଥାରେ ପାଇଛି।',
    signCustomer: 'ଗ୍ରହଣ କଲେ (ଗ୍ରାହକ)',
    signedAs: (name, at) => `${name} — ଟିମର ଫୋନରେ ସ୍ୱାକ୍ଷର କଲେ, ${at}`,
    notSigned: 'ଫୋନରେ ସ୍ୱାକ୍ଷର ହୋଇନାହିଁ: ଏଠାରେ କାଗଜରେ ସ୍ୱାକ୍ଷର କରନ୍ତୁ।',
    signCrew: 'ଡେଲିଭରି କଲେ (ଟିମ୍ ଲିଡର)',
    claimNote: `ସାମାନ ଖୋଲିବା ପରେ କ୍ଷତି ଦେଖିଲେ? ଡେଲିଭରିର ${policies.damageReportDays} ଦିନ ଭିତରେ ଟ୍ରାକିଂ ପୃଷ୍ଠାରେ ବା ଫୋନରେ ଜଣାନ୍ତୁ: ବୀମା କ୍ଲେମ୍ ପାଇଁ ଏହା ଦରକାର।`,
  },
  quotation: {
    validUntil: 'ବୈଧତାର ଶେଷ ତାରିଖ',
    version: 'ସଂସ୍କରଣ',
    columns: {
      description: 'ସେବା',
      sac: 'SAC',
      amount: 'ଟଙ୍କା',
      gst: 'ଜିଏସଟି',
      room: 'କୋଠରୀ',
      items: 'ସାମାନ',
    },
    subtotal: 'ଉପମୋଟ',
    gst: 'ଜିଏସଟି',
    discount: 'ରିହାତି',
    taxable: 'କରଯୋଗ୍ୟ ମୂଲ୍ୟ',
    total: 'ମୋଟ',
    advance: 'ନିଶ୍ଚିତ କରିବାକୁ ଆଡଭାନ୍ସ',
    balance: 'ଡେଲିଭରି ସମୟରେ ବାକି ଟଙ୍କା',
    note: 'ଏହା ଏକ କୋଟେସନ୍, ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ ନୁହେଁ। ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହେଲେ ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ ଦିଆଯାଏ।',
  },
  common: {
    number: 'ନମ୍ବର',
    date: 'ତାରିଖ',
    reference: 'ସିଫ୍ଟିଂ ରେଫରେନ୍ସ',
    gstin: 'GSTIN',
    pan: 'PAN',
    phone: 'ଫୋନ୍',
    email: 'ଇମେଲ୍',
    state: 'ରାଜ୍ୟ',
    unregistered: 'ପଞ୍ଜୀକୃତ ନୁହେଁ',
  },
};

export const customerDocumentTexts: Translated<typeof en.customerDocumentTexts> = {
  heading: 'ଆପଣଙ୍କ କାଗଜପତ୍ର',
  intro: 'ଆପଣଙ୍କ ରେକର୍ଡ, ଆପଣଙ୍କ ଅଫିସ୍ ବା ବ୍ୟାଙ୍କ ପାଇଁ PDF: କୋଟେସନ୍, ଓ ପ୍ରତ୍ୟେକ ବିଲ୍ ଓ ରସିଦ ଦିଆଯିବା ମାତ୍ରେ।',
  download: (title, number) => `${title} ${number} ଡାଉନଲୋଡ୍ କରନ୍ତୁ (PDF)`,
};

export const documentEmailTexts: Translated<typeof en.documentEmailTexts> = {
  subject: (title, number, reference) => `ଆପଣଙ୍କ ସିଫ୍ଟିଂ ${reference} ପାଇଁ ${title} ${number}`,
  body: (name, title, number, reference) =>
    [
      name ? `ପ୍ରିୟ ${name},` : 'ପ୍ରିୟ ଗ୍ରାହକ,',
      '',
      `ଆପଣଙ୍କ ସିଫ୍ଟିଂ ${reference} ପାଇଁ ${title} ${number} PDF ଭାବେ ସଂଲଗ୍ନ କରାଯାଇଛି, ଆପଣଙ୍କ ରେକର୍ଡ, ଅଫିସ୍ ବା ବ୍ୟାଙ୍କ ପାଇଁ।`,
      '',
      'ଏଥିରେ କିଛି ଭୁଲ ଥିଲେ, ଏହି ଇମେଲର ଉତ୍ତର ଦିଅନ୍ତୁ, ଆମେ ତାହା ସୁଧାରିଦେବୁ।',
    ].join('\n'),
};
