// Left out: nothing; the move-type values and quotePopup's timings are copied unchanged.
import type * as en from './quote-request';
import type { Translated } from '@/lib/i18n/translated';
import { bookingPage } from './booking.hi';

export const moveTypes: Translated<typeof en.moveTypes> = [
  { value: 'residential', label: 'घरेलू' },
  { value: 'commercial', label: 'ऑफ़िस / कमर्शियल' },
  { value: 'international', label: 'अंतरराष्ट्रीय' },
];

export const quoteForm: Translated<typeof en.quoteForm> = {
  labels: {
    name: 'पूरा नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर',
    moveDate: 'शिफ्टिंग की तारीख',
    origin: 'कहाँ से',
    destination: 'कहाँ तक',
    moveType: 'शिफ्टिंग का प्रकार',
    inventory: 'सामान की सूची (वैकल्पिक)',
  },
  hints: {
    phone: bookingPage.hints.phone,
    origin: 'इलाका और शहर, जैसे शहीद नगर, भुवनेश्वर।',
    inventory: 'मुख्य सामान, जैसे 2 BHK: 2 बेड, सोफ़ा, फ़्रिज, वॉशिंग मशीन, लगभग 20 कार्टन।',
  },
  buttons: { submit: 'कोटेशन माँगें', sending: 'भेजा जा रहा है...' },
  success: 'आपके अनुरोध के लिए धन्यवाद! हम जल्द ही आपका कोटेशन लेकर आपसे संपर्क करेंगे।',
  referenceLabel: 'आपका कोटेशन रेफ़रेंस नंबर:',
  messages: {
    failed: 'आपका कोटेशन अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें, या हमें कॉल करें।',
  },
};

export const quotePopup: Translated<typeof en.quotePopup> = {
  delayMs: 5000,
  fadeMs: 300,
  title: 'मुफ़्त कोटेशन पाएँ',
  intro:
    'बस तीन छोटी जानकारियाँ दें, हम आपको कोटेशन भेज देंगे, आम तौर पर उसी दिन। फ़ोन नंबर देंगे तो हम कॉल भी कर सकते हैं।',
  labels: {
    name: 'आपका नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर (वैकल्पिक)',
    service: 'कौन-सी सेवा चाहिए',
  },
  hints: {
    phone: bookingPage.hints.phone,
    service: 'जैसे 2 BHK घर की शिफ्टिंग, भुवनेश्वर से पुणे।',
  },
  buttons: { cancel: 'रद्द करें', close: 'बंद करें', submit: 'भेजें', sending: 'भेजा जा रहा है...' },
  // Around the reference: "धन्यवाद! आपका कोटेशन अनुरोध QT-… हमें मिल गया है। …"
  success: {
    before: 'धन्यवाद! आपका कोटेशन अनुरोध',
    after: 'हमें मिल गया है। हम जल्द ही आपका कोटेशन लेकर आपसे संपर्क करेंगे।',
  },
  messages: {
    failed: 'आपका कोटेशन अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  },
};

export const quotePage: Translated<typeof en.quotePage> = {
  metaTitle: 'मुफ़्त कोटेशन पाएँ',
  description:
    'MoveEase पैकर्स एंड मूवर्स से शिफ्टिंग का मुफ़्त कोटेशन माँगें: पूरे भारत में घर, ऑफ़िस, कार और बाइक की शिफ्टिंग, बिना किसी छिपे खर्च के।',
  heading: 'शिफ्टिंग का मुफ़्त कोटेशन पाएँ',
  intro:
    'हमें बताइए कि आप कौन हैं और क्या शिफ्ट करना है, हमारी टीम आपको साफ़, सब कुछ शामिल कीमत भेजेगी। कोई बाध्यता नहीं, कोई छिपा खर्च नहीं।',
  points: [
    'पैकिंग, ढुलाई और अनलोडिंग का लिखित कोटेशन',
    'पूरे भारत में घर, ऑफ़िस, कार और बाइक की शिफ्टिंग',
    'जानकारी पक्की करने के लिए 24 घंटे के अंदर कॉल',
  ],
  openButton: 'जल्दी कोटेशन वाला फ़ॉर्म खोलें',
  fullFormLead: 'पूरे घर या ऑफ़िस की शिफ्टिंग है?',
  fullFormLink: 'पूरा कोटेशन फ़ॉर्म भरें',
  noScriptHeading: 'जल्दी कोटेशन',
};
