// Left out: nothing; returnAfterMs is copied unchanged.
import type * as en from './contact';
import type { Translated } from '@/lib/i18n/translated';
import { bookingPage } from './booking.hi';
import { claims } from '@/content/claims.hi';

export const contactPage: Translated<typeof en.contactPage> = {
  metaTitle: 'संपर्क करें',
  description:
    'भुवनेश्वर में MoveEase पैकर्स एंड मूवर्स को कॉल करें, ईमेल करें, ऑफ़िस आएँ या हमें संदेश भेजें। सहायता 24/7 उपलब्ध है और हम ईमेल का जवाब 1 कामकाजी दिन के अंदर देते हैं।',
  heading: 'संपर्क करें',
  intro:
    'शिफ्टिंग की योजना बना रहे हैं, कोटेशन का इंतज़ार है या बुकिंग के बारे में पूछना है? हमें कभी भी कॉल करें, लिखें, या नीचे संदेश भेजें।',
  waysLabel: 'हम तक पहुँचने के तरीक़े',
  cards: {
    phone: { title: 'कॉल करें', note: claims.support },
    email: { title: 'ईमेल करें', note: claims.emailReply },
    address: { title: 'हमारे ऑफ़िस आएँ', note: 'मुख्य ऑफ़िस' },
  },
  formHeading: 'हमें संदेश भेजें',
  formIntro:
    'अपनी शिफ्टिंग या अपने सवाल के बारे में बताइए। नाम, ईमेल और संदेश ज़रूरी हैं; अगर आप चाहते हैं कि हम आपको कॉल करें तो फ़ोन नंबर भी दें।',
};

export const contactForm: Translated<typeof en.contactForm> = {
  labels: {
    name: 'आपका नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर (वैकल्पिक)',
    message: 'संदेश',
  },
  hints: { phone: bookingPage.hints.phone, message: 'ज़्यादा से ज़्यादा 2000 अक्षर।' },
  buttons: { send: 'संदेश भेजें', sending: 'भेजा जा रहा है...', another: 'एक और संदेश भेजें' },
  success: {
    heading: 'संदेश भेज दिया गया!',
    body: 'हमें लिखने के लिए धन्यवाद। हम हर संदेश का जवाब 1 कामकाजी दिन के अंदर देते हैं।',
    referenceLabel: 'आपके संदेश का रेफ़रेंस नंबर',
    returnNote: 'कुछ ही सेकंड में फ़ॉर्म अगले संदेश के लिए तैयार हो जाएगा।',
    sentNote: (reference: string) =>
      `आपका संदेश ${reference} भेज दिया गया है। हम 1 कामकाजी दिन के अंदर जवाब देंगे।`,
  },
  messages: {
    failed: 'आपका संदेश भेजा नहीं जा सका। कृपया फिर से कोशिश करें, या हमें कॉल करें।',
  },
  returnAfterMs: 3000,
};
