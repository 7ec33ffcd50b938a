// Left out: trackPath and trackHref (the address of /track, no text).
import type * as en from './content-on-success';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from '@/content/claims.hi';

const { emailReply } = claims;

export const trackOnSuccess: Translated<typeof en.trackOnSuccess> = {
  link: 'यह अनुरोध ट्रैक करें',
  linkHint: 'इस रेफ़रेंस नंबर और अपने फ़ोन नंबर या ईमेल से इसे कभी भी खोलें।',
  expectHeading: 'आपको क्या मिलेगा',
  confirmation: (email: string) => `${email} पर इस रेफ़रेंस नंबर के साथ पुष्टि का ईमेल।`,
  statusEmails: 'एक ईमेल जब आपकी बुकिंग पक्की हो, जब शिफ्टिंग पूरी हो, या अगर बुकिंग रद्द हो।',
  expect: {
    booking: ['24 घंटे के अंदर हमारी कॉल, जिसमें तारीख, सामान और कीमत पक्की होगी।'],
    quote: ['24 घंटे के अंदर कॉल या ईमेल से आपका कोटेशन।'],
    contact: [emailReply],
  },
};
