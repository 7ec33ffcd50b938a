// Left out (staff-only or no text): DOCUMENT_LIMITS, documentErrors, documentCardTexts.
import type * as en from './content';
import { policies } from '@/content/policies';
import { hindiRupeesInWords } from './amount-words-hindi';
import type { Translated } from '@/lib/i18n/translated';

export const documentTitles: Translated<typeof en.documentTitles> = {
  invoice: 'टैक्स इनवॉइस',
  'credit-note': 'क्रेडिट नोट',
  receipt: 'भुगतान रसीद',
  lr: 'लॉरी रसीद (एलआर / बिल्टी)',
  'packing-list': 'पैकिंग सूची',
  'delivery-receipt': 'डिलीवरी रसीद',
  'tds-declaration': 'टीडीएस घोषणा',
};

export const documentTexts: Translated<typeof en.documentTexts> = {
  invoice: {
    copy: 'प्राप्तकर्ता के लिए मूल प्रति',
    buyer: 'बिल प्राप्तकर्ता',
    reverseCharge: 'रिवर्स चार्ज',
    no: 'नहीं',
    placeOfSupply: 'आपूर्ति का स्थान',
    move: 'शिफ्टिंग',
    quotation: 'कोटेशन के अनुसार',
    columns: {
      no: '#',
      description: 'सेवा का विवरण',
      sac: 'SAC',
      amount: 'राशि',
      discount: 'छूट',
      taxable: 'कर योग्य राशि',
      rate: 'जीएसटी दर',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
      total: 'कुल',
    },
    totals: 'कुल',
    inWords: 'राशि शब्दों में',
    received: 'प्राप्त एडवांस',
    balance: 'बकाया राशि',
    bank: 'भुगतान इस खाते में करें',
    declaration:
      'हम घोषणा करते हैं कि इस बिल में बताई गई सेवाओं की वास्तविक कीमत दिखाई गई है और सभी विवरण सही हैं।',
    signFor: (name: string) => `${name} की ओर से`,
    signatory: 'अधिकृत हस्ताक्षरकर्ता',
    computer: 'यह कंप्यूटर से बना दस्तावेज़ है।',
  },
  creditNote: {
    cites: 'इस टैक्स इनवॉइस के बदले',
    reason: 'कारण',
    note: 'यह क्रेडिट नोट अपने बताए इनवॉइस को पूरी तरह रद्द करता है; उसमें दिखाया गया टैक्स वापस हो जाता है।',
  },
  receipt: {
    // Called with '' for the heading of the customer's box, so the name may be missing.
    received: (name: string) => (name ? `${name} से धन्यवाद सहित प्राप्त` : 'धन्यवाद सहित प्राप्त'),
    mode: 'भुगतान का तरीका',
    reference: 'UTR / रेफ़रेंस नंबर',
    receivedOn: 'प्राप्ति की तारीख',
    move: 'शिफ्टिंग',
    total: 'कोटेशन की कुल राशि',
    paid: 'अब तक भुगतान (इस रसीद सहित)',
    balance: 'बकाया राशि',
    refund: (name: string) => (name ? `${name} को वापस किया गया` : 'वापस किया गया (रिफ़ंड)'),
    kinds: { advance: 'एडवांस', balance: 'बकाया राशि', refund: 'रिफ़ंड' },
    sentence: ({ name, paise, amount, kind, reference }) =>
      paise < 0
        ? `शिफ्टिंग ${reference} के ${kind} के रूप में ${name} को ${amount} (${hindiRupeesInWords(-paise)}) की राशि वापस की गई।`
        : `शिफ्टिंग ${reference} के ${kind} के मद में ${name} से ${amount} (${hindiRupeesInWords(paise)}) की राशि धन्यवाद सहित प्राप्त हुई।`,
    note: 'यह रसीद भुगतान की रकम खाते में आने पर ही मान्य है।',
  },
  lr: {
    copies: { consignor: 'भेजने वाले की प्रति', consignee: 'पाने वाले की प्रति' },
    consignor: 'भेजने वाला (कंसाइनर)',
    consignee: 'पाने वाला (कंसाइनी)',
    from: 'कहाँ से',
    to: 'कहाँ तक',
    vehicle: 'गाड़ी नंबर',
    driver: 'ड्राइवर',
    moveDate: 'लोडिंग की तारीख',
    goods: 'इस्तेमाल किया हुआ घरेलू सामान और निजी सामान',
    columns: {
      packages: 'पैकेज',
      description: 'विवरण (बताए अनुसार सामान)',
      weight: 'वज़न',
      value: 'घोषित मूल्य',
    },
    weightNote: 'लोडिंग के समय',
    freight: 'भाड़ा',
    freightPaid: 'चुका दिया',
    freightToPay: 'देना बाकी',
    risk: 'जोखिम',
    risks: { owner: 'मालिक के जोखिम पर', carrier: 'ट्रांसपोर्टर के जोखिम पर' },
    note: 'सामान कोटेशन पर छपी कंपनी की शर्तों के अनुसार ले जाया जाता है। इस्तेमाल किए हुए घरेलू सामान पर ई-वे बिल की ज़रूरत नहीं है; यह रसीद और पैकिंग सूची गाड़ी के साथ रहती हैं।',
    signConsignor: 'भेजने वाले के हस्ताक्षर',
    signTransporter: 'ट्रांसपोर्टर की ओर से',
  },
  packingList: {
    columns: {
      no: 'पैकेज',
      contents: 'अंदर क्या है',
      room: 'कमरा',
      fragile: 'नाज़ुक',
      value: 'मूल्य (₹)',
      pickup: 'पिकअप पर',
      delivery: 'डिलीवरी पर',
      condition: 'डिलीवरी पर हालत',
    },
    fragileMark: 'नाज़ुक (FRAGILE)',
    declared: 'सामान का घोषित मूल्य',
    packages: 'पैकेज',
    conditionCodes:
      'हालत के कोड: OK — ठीक; SC — खरोंच; DN — पिचका हुआ; BR — टूटा हुआ; WT — गीला; MS — गायब।',
    signs: {
      pickupCustomer: 'पिकअप पर सौंपा (ग्राहक)',
      pickupCrew: 'पिकअप पर लिया (टीम लीडर)',
      deliveryCustomer: 'डिलीवरी पर लिया (ग्राहक)',
      deliveryCrew: 'डिलीवरी की (टीम लीडर)',
    },
    signCaption: 'नाम, हस्ताक्षर और तारीख',
    claimNote: `डिलीवरी पर हस्ताक्षर करने से पहले कोई भी नुकसान या गायब पैकेज "हालत" वाले कॉलम में लिखें; बाद में दिखा नुकसान डिलीवरी के ${policies.damageReportDays} दिनों के अंदर बताएँ: बीमा क्लेम के लिए यह ज़रूरी है।`,
  },
  deliveryReceipt: {
    deliveredTo: 'डिलीवरी का पता',
    steps: 'शिफ्टिंग, कदम-दर-कदम',
    stepColumns: { step: 'कदम', at: 'तारीख और समय', by: 'किसने दर्ज किया' },
    columns: { no: 'पैकेज', contents: 'अंदर क्या है', room: 'कमरा', fragile: 'नाज़ुक' },
    packages: 'पैकेज',
    noPackages: 'इस शिफ्टिंग के सामान की कोई सूची नहीं बनी।',
    exceptions: 'डिलीवरी पर दर्ज की गई कमियाँ',
    noExceptions: 'कोई नहीं: सामान ठीक हालत में मिला।',
    photos: (pickup: number, delivery: number) =>
      `पिकअप पर ${pickup} फ़ोटो, डिलीवरी पर ${delivery}, शिफ्टिंग के रिकॉर्ड में रखी गई हैं।`,
    photosLabel: 'फ़ोटो',
    statement: 'मुझे ऊपर लिखे पैकेज दिखाए गए पते पर ठीक हालत में मिल गए हैं, सिवाय दर्ज की गई कमियों के।',
    signCustomer: 'प्राप्तकर्ता (ग्राहक)',
    signedAs: (name: string, at: string) => `${name} — टीम के फ़ोन पर हस्ताक्षर किए, ${at}`,
    notSigned: 'फ़ोन पर हस्ताक्षर नहीं हुए: कृपया यहाँ कागज़ पर हस्ताक्षर करें।',
    signCrew: 'डिलीवरी करने वाले (टीम लीडर)',
    claimNote: `सामान खोलने के बाद कोई नुकसान दिखा? डिलीवरी के ${policies.damageReportDays} दिनों के अंदर ट्रैकिंग पेज पर या फ़ोन करके बताएँ: बीमा क्लेम के लिए यह ज़रूरी है।`,
  },
  quotation: {
    validUntil: 'कब तक मान्य',
    version: 'वर्ज़न',
    columns: {
      description: 'सेवा',
      sac: 'SAC',
      amount: 'राशि',
      gst: 'जीएसटी',
      room: 'कमरा',
      items: 'सामान',
    },
    subtotal: 'उप-योग',
    gst: 'जीएसटी',
    discount: 'छूट',
    taxable: 'कर योग्य राशि',
    total: 'कुल',
    advance: 'बुकिंग पक्की करने के लिए एडवांस',
    balance: 'डिलीवरी पर बकाया राशि',
    note: 'यह कोटेशन है, टैक्स इनवॉइस नहीं। शिफ्टिंग पूरी होने पर टैक्स इनवॉइस दिया जाता है।',
  },
  common: {
    number: 'नंबर',
    date: 'तारीख',
    reference: 'शिफ्टिंग रेफ़रेंस नंबर',
    gstin: 'GSTIN',
    pan: 'PAN',
    phone: 'फ़ोन',
    email: 'ईमेल',
    state: 'राज्य',
    unregistered: 'पंजीकृत नहीं',
  },
};

export const customerDocumentTexts: Translated<typeof en.customerDocumentTexts> = {
  heading: 'आपके दस्तावेज़',
  intro: 'आपके रिकॉर्ड, आपकी कंपनी या आपके बैंक के लिए PDF: कोटेशन, और हर बिल व रसीद, जैसे-जैसे जारी हो।',
  download: (title: string, number: string) => `${title} ${number} डाउनलोड करें (PDF)`,
};

export const documentEmailTexts: Translated<typeof en.documentEmailTexts> = {
  subject: (title: string, number: string, reference: string) =>
    `${title} ${number} — आपकी शिफ्टिंग ${reference}`,
  body: (name: string, title: string, number: string, reference: string) =>
    [
      name ? `प्रिय ${name} जी,` : 'प्रिय ग्राहक,',
      '',
      `इस ईमेल के साथ लगी PDF में आपकी शिफ्टिंग ${reference} का दस्तावेज़ है: ${title} ${number}। इसे अपने रिकॉर्ड, अपनी कंपनी या अपने बैंक के लिए रख लें।`,
      '',
      'अगर इसमें कुछ भी गलत हो, तो इस ईमेल का जवाब दें, हम उसे ठीक कर देंगे।',
    ].join('\n'),
};
