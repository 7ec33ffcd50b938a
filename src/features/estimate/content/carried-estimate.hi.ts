// Left out: nothing.
import type * as en from './carried-estimate';
import type { Translated } from '@/lib/i18n/translated';

export const carriedEstimateTexts: Translated<typeof en.carriedEstimateTexts> = {
  heading: 'आपका अनुमानित खर्च',
  intro: 'अगर मुफ़्त सर्वे में वही सामान मिला जो आपने बताया है, तो आपकी बुकिंग के लिए हम यही कीमत रखेंगे।',
  breakdown: 'पूरा हिसाब देखें',
  change: 'इस अनुमानित खर्च की जानकारी बदलें',
  heldUntil: (date: string) => `आपके अनुमानित खर्च की कीमत ${date} तक पक्की रहेगी।`,
  heldBeforeMove: (held: string, move: string) =>
    `आपके अनुमानित खर्च की कीमत ${held} तक पक्की रहेगी। आपकी शिफ्टिंग उसके बाद, ${move} को है, इसलिए हमारे कोऑर्डिनेटर कॉल करते समय अंतिम कीमत पक्की करेंगे।`,
  quoteHeading: 'यह कोटेशन मुझे ईमेल करें',
  quoteFormIntro:
    'बताइए कि इसे कहाँ भेजें। मुफ़्त सर्वे तय करने के लिए हमारे कोऑर्डिनेटर आपको कॉल भी करेंगे, और ऊपर दी गई तारीख तक कीमत पक्की रहेगी।',
  invalid: 'अनुमानित खर्च वाले पेज से लाया गया यह हिसाब अब पुराना हो गया है। कृपया उसे फिर से खोलें।',
  emailLabel: 'आपका अनुमानित खर्च',
  emailValue: (total: string, low: string, high: string, date: string) =>
    `${total} जीएसटी सहित (मुफ़्त सर्वे के बाद ${low} से ${high} तक), ${date} तक मान्य`,
};
