// Left out: CustomerEmailPurpose (a type) and BOOKING_STATUS_EMAILS (statuses, no text).
import type * as en from './customer-email';
import type { Translated } from '@/lib/i18n/translated';
import { site } from '@/content/site.hi';

export const customerEmailTexts: Translated<typeof en.customerEmailTexts> = {
  subject: {
    received: {
      booking: (reference: string) => `आपकी बुकिंग ${reference} हमें मिल गई है`,
      quote: (reference: string) => `आपका कोटेशन अनुरोध ${reference} हमें मिल गया है`,
      contact: (reference: string) => `आपका संदेश ${reference} हमें मिल गया है`,
    },
    booked: (reference: string) => `आपकी शिफ्टिंग बुक हो गई है: ${reference}`,
    done: (reference: string) => `आपकी शिफ्टिंग पूरी हो गई है: ${reference}`,
    cancelled: (reference: string) => `आपकी बुकिंग ${reference} रद्द कर दी गई है`,
  },
  // Never the submitted name, as in English.
  greeting: 'नमस्ते,',
  intro: {
    received: {
      booking: `${site.shortName} के साथ बुकिंग करने के लिए धन्यवाद। आपका बुकिंग अनुरोध हमें मिल गया है।`,
      quote: `${site.shortName} से कोटेशन माँगने के लिए धन्यवाद। आपका अनुरोध हमें मिल गया है।`,
      contact: `${site.shortName} को लिखने के लिए धन्यवाद। आपका संदेश हमें मिल गया है।`,
    },
    booked: 'खुशख़बरी: आपकी शिफ्टिंग बुक हो गई है। हमारे पास जो जानकारी है, वह नीचे दी गई है।',
    done: `आपकी शिफ्टिंग पूरी हो गई है। ${site.shortName} के साथ शिफ्टिंग करने के लिए धन्यवाद।`,
    cancelled:
      'आपकी बुकिंग रद्द कर दी गई है। अगर आपने ऐसा नहीं कहा था, तो कृपया हमें कॉल करें, हम इसे ठीक कर देंगे।',
  },
  referenceLabel: 'आपका रेफ़रेंस नंबर',
  money: {
    quotation: 'आपका कोटेशन',
    total: 'तय कुल राशि',
    paid: 'अब तक भुगतान',
    balance: 'बकाया राशि',
  },
  detailsHeading: 'आपने क्या माँगा',
  nextHeading: 'आगे क्या होगा',
  trackIntro: 'अपने अनुरोध की स्थिति कभी भी देखें (इसके लिए आपका फ़ोन नंबर या ईमेल चाहिए होगा):',
  trackButton: 'अपना अनुरोध ट्रैक करें',
  reachHeading: `${site.shortName} से बात करें`,
  reachLines: [
    `फ़ोन: ${site.phone.display} (${site.hours})`,
    `व्हाट्सऐप: +${site.whatsapp.number}`,
    `ईमेल: ${site.email} (या इसी ईमेल का जवाब दें)`,
    `ऑफ़िस: ${site.address.lines.join(', ')}`,
  ],
  footer: (reference: string) =>
    `आपको यह ईमेल इसलिए मिला है क्योंकि ${site.name} की वेबसाइट पर इस ईमेल पते से रेफ़रेंस ${reference} वाला अनुरोध भेजा गया था। अगर वह आप नहीं थे, तो इस ईमेल का जवाब देकर हमें बताएँ, हम उसे मिटा देंगे।`,
};
