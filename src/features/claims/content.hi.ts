// Left out (staff-only): claimCardTexts, claimListTexts. claimTexts keeps the English of the staff's errors (settledOnlyWhenSettling too) and of settlementReason (a payment entry the office reads).
import type * as en from './content';
import type { Translated } from '@/lib/i18n/translated';
import { claimTexts as english } from './content';

export const claimTexts: Translated<typeof en.claimTexts> = {
  statuses: {
    open: 'मिल गया',
    'under-review': 'जाँच चल रही है',
    settled: 'निपटारा हो गया',
    rejected: 'स्वीकार नहीं हुआ',
  },
  errors: {
    description: 'बताइए कि क्या हुआ, ज़्यादा से ज़्यादा 2,000 अक्षरों में।',
    items:
      'कम से कम एक सामान जोड़ें (ज़्यादा से ज़्यादा 20): सामान क्या है, क्या नुकसान हुआ, और आप कितनी राशि माँगते हैं।',
    label: 'सामान का नाम लिखें, ज़्यादा से ज़्यादा 120 अक्षर।',
    damage: 'नुकसान के बारे में लिखें, ज़्यादा से ज़्यादा 300 अक्षर।',
    amount: 'इस सामान के लिए माँगी गई राशि रुपयों में लिखें, ₹0 से ज़्यादा।',
    tooMuch: '₹10,00,000 से ज़्यादा के क्लेम के लिए सर्वेयर की ज़रूरत होती है: कृपया हमें कॉल करें।',
    // The staff card's messages.
    status: english.errors.status,
    settled: english.errors.settled,
    note: english.errors.note,
    payout: english.errors.payout,
    notDelivered: 'आपकी शिफ्टिंग की डिलीवरी हो जाने के बाद ही क्लेम किया जा सकता है।',
    pastNotice: (days: number) =>
      `क्लेम शिफ्टिंग के ${days} दिनों के अंदर लिए जाते हैं; यह समय निकल चुका है। कृपया हमें कॉल करें।`,
    notNext: english.errors.notNext,
    notFound: 'ऐसा कोई क्लेम नहीं मिला।',
    moved: english.errors.moved,
    tooManyPhotos: (perItem: number, perClaim: number) =>
      `एक सामान की ज़्यादा से ज़्यादा ${perItem} फ़ोटो लगाएँ, कुल मिलाकर ${perClaim}।`,
    photoOfNoItem: 'हर फ़ोटो के साथ उसका सामान होना चाहिए: सामान का नाम, नुकसान और राशि लिखें।',
    photoTooLarge: (photoMb: number, allMb: number) =>
      `एक फ़ोटो ज़्यादा से ज़्यादा ${photoMb} MB की हो सकती है, और सभी फ़ोटो के साथ पूरा क्लेम ${allMb} MB: कम या छोटी फ़ोटो चुनें।`,
    notAnImage: 'फ़ोटो JPEG, PNG, WebP या HEIC तस्वीर होनी चाहिए।',
    unreadable:
      'एक फ़ोटो पढ़ी नहीं जा सकी (खराब फ़ाइल, या iPhone की HEIC फ़ोटो): उसे JPEG में भेजें (iPhone पर: Settings › Camera › Formats › Most Compatible)।',
    multipart: 'क्लेम फ़ॉर्म (multipart/form-data) या JSON के रूप में भेजें।',
    settledOnlyWhenSettling: english.errors.settledOnlyWhenSettling,
  },
  email: {
    subject: (number: string, reference: string) => `शिफ्टिंग ${reference} के लिए आपका क्लेम ${number}`,
    filed: (name: string, number: string, reference: string, asked: string) =>
      [
        name ? `प्रिय ${name} जी,` : 'प्रिय ग्राहक,',
        '',
        `शिफ्टिंग ${reference} के लिए आपका क्लेम ${number} हमें मिल गया है, जिसमें आपने ${asked} माँगे हैं। हम इसे देखकर 2 कामकाजी दिनों के अंदर जवाब देंगे।`,
        '',
        'इसकी स्थिति आप हमारी वेबसाइट के ट्रैक पेज पर अपनी शिफ्टिंग के रेफ़रेंस नंबर और फ़ोन नंबर से देख सकते हैं।',
      ].join('\n'),
    changed: (
      name: string,
      number: string,
      status: string,
      settled: string | null,
      note: string | null,
    ) =>
      [
        name ? `प्रिय ${name} जी,` : 'प्रिय ग्राहक,',
        '',
        `आपके क्लेम ${number} की स्थिति अब: ${status}।${settled ? ` निपटारे की राशि: ${settled}।` : ''}`,
        ...(note ? ['', note] : []),
      ].join('\n'),
  },
  settlementReason: english.settlementReason,
};

export const trackClaimTexts: Translated<typeof en.trackClaimTexts> = {
  heading: 'नुकसान या सामान गायब',
  intro: (reportDays: number, noticeDays: number) =>
    `अगर कोई सामान टूटा-फूटा पहुँचा या पहुँचा ही नहीं, तो यहाँ बताएँ: हो सके तो डिलीवरी के ${reportDays} दिनों के अंदर, ताकि उसकी जाँच हो सके; शिफ्टिंग के ${noticeDays} दिनों तक हम क्लेम लेते हैं। हर सामान अलग से लिखें (पैकिंग सूची का पैकेज नंबर लिखने से मदद मिलती है), उसे क्या हुआ, और आप कितनी राशि माँगते हैं।`,
  listHeading: 'आपके क्लेम',
  asked: 'माँगी गई राशि',
  settled: 'निपटारे की राशि',
  ourNote: 'हमारा नोट',
  description: 'क्या हुआ',
  item: (n: number) => `सामान ${n}`,
  label: 'सामान (और पैकेज नंबर)',
  damage: 'नुकसान',
  amount: 'माँगी गई राशि, ₹',
  optional: 'वैकल्पिक',
  photos: 'नुकसान की फ़ोटो',
  photosHint: (perItem: number, perClaim: number) =>
    `इस सामान की ज़्यादा से ज़्यादा ${perItem} फ़ोटो (कुल मिलाकर ${perClaim}), अपने फ़ोन के कैमरे से ली हुई।`,
  photosOf: (number: string, item: number) => `क्लेम ${number} के सामान ${item} की फ़ोटो`,
  photosSent: (number: string) => `क्लेम ${number} के साथ भेजी गई आपकी फ़ोटो`,
  received: (number: string) => `क्लेम ${number} मिल गया है। हम 2 कामकाजी दिनों के अंदर जवाब देंगे।`,
  submit: 'क्लेम भेजें',
  sending: 'भेजा जा रहा है…',
  fixFields: 'कृपया चिह्नित खाने जाँच लें।',
  failed: 'क्लेम भेजा नहीं जा सका। कृपया एक मिनट बाद फिर कोशिश करें, या हमें कॉल करें।',
  outcomes: {
    filed: 'आपका क्लेम मिल गया है: यह ऊपर की सूची में दिखेगा। हम 2 कामकाजी दिनों के अंदर जवाब देंगे।',
    validation:
      'आपका क्लेम नहीं भेजा गया: हर सामान का नाम, नुकसान और माँगी गई राशि लिखना ज़रूरी है, और क्या हुआ यह कुछ शब्दों में बताना ज़रूरी है। वापस जाकर इसे ठीक करें।',
    payload_too_large:
      'आपका क्लेम नहीं भेजा गया: कोई फ़ोटो, या सभी फ़ोटो मिलाकर, बहुत बड़ी हैं। वापस जाकर कम या छोटी फ़ोटो चुनें।',
    unsupported_media_type:
      'आपका क्लेम नहीं भेजा गया: कोई फ़ोटो JPEG, PNG, WebP या HEIC तस्वीर नहीं है (iPhone पर Settings › Camera › Formats में Most Compatible चुनें)।',
    conflict: 'क्लेम डिलीवरी के बाद से नोटिस की अवधि खत्म होने तक ही किया जा सकता है: कृपया हमें कॉल करें।',
    rate_limited: 'अभी बहुत ज़्यादा बार कोशिश की गई है: कृपया कुछ मिनट रुककर फिर कोशिश करें।',
    unavailable: 'क्लेम भेजा नहीं जा सका। कृपया एक मिनट बाद फिर कोशिश करें, या हमें कॉल करें।',
  },
  rows: 3,
};
