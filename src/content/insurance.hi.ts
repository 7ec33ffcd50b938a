// Left out: InsuranceOption (a type). The rates are the spec's own figures, kept as the English
// file writes them ($, ¢, lb: see prices.test.ts); only the words around them are Hindi.
import type * as en from './insurance';
import type { Translated } from '@/lib/i18n/translated';
import { policies } from './policies.hi';

export const insuranceOptions: Translated<typeof en.insuranceOptions> = [
  {
    id: 'basic',
    title: 'बेसिक कवरेज',
    rate: 'हर सामान पर 60¢ प्रति lb (पाउंड)',
    text: 'हर शिफ्टिंग के साथ बिना किसी अतिरिक्त खर्च के शामिल। मुआवज़ा वज़न के हिसाब से मिलता है, इसलिए यह क़ीमती चीज़ों से ज़्यादा रोज़मर्रा के सामान के लिए ठीक है।',
    points: [
      'कोई अतिरिक्त चार्ज नहीं',
      'रास्ते में नुकसान या सामान खोने पर कवर',
      'नुकसान वाले सामान के हर पाउंड के हिसाब से भुगतान',
    ],
  },
  {
    id: 'enhanced',
    title: 'एन्हांस्ड कवरेज',
    rate: 'हर $100 के घोषित मूल्य पर $1.50',
    text: 'आप अपने सामान की कीमत घोषित करते हैं और उस पर छोटा-सा चार्ज देते हैं। क्लेम का भुगतान घोषित मूल्य पर, घिसावट (डेप्रिसिएशन) घटाकर होता है।',
    points: [
      'पैकिंग, ढुलाई और अनलोडिंग, तीनों में कवर',
      'घोषित मूल्य आप तय करते हैं',
      'इलेक्ट्रॉनिक सामान और फ़र्नीचर के लिए अच्छा',
    ],
  },
  {
    id: 'full-value',
    title: 'फ़ुल वैल्यू प्रोटेक्शन',
    rate: 'बदलने का पूरा खर्च',
    text: 'नुकसान हुई चीज़ की मरम्मत होती है, उसके जैसी दूसरी चीज़ दी जाती है, या आज के बाज़ार भाव से उसकी कीमत दी जाती है — इनमें से क्या होगा, यह हम तय करते हैं, और घिसावट नहीं घटाई जाती।',
    points: [
      'मरम्मत, बदले में नई चीज़ या नकद भुगतान',
      'घिसावट की कोई कटौती नहीं',
      'एक शहर से दूसरे शहर की शिफ्टिंग के लिए सुझाया गया',
    ],
  },
];

export const claimsNote = `क्लेम फ़ॉर्म और फ़ोटो मिलने के बाद ${policies.claimsResolution} में क्लेम का निपटारा हो जाता है।`;
