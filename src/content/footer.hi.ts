// Left out: none.
import type * as en from './footer';
import type { Translated } from '@/lib/i18n/translated';
import { trackPath } from '@/features/tracking/content';

export const footer: Translated<typeof en.footer> = {
  about:
    'पूरे भारत में डोर-टू-डोर पैकिंग, शिफ्टिंग, गाड़ियों की ढुलाई और स्टोरेज। भुवनेश्वर में हमारी पहली शिफ्टिंग से आज तक, हर काम हमारी अपनी प्रशिक्षित टीमें करती हैं।',
  quickLinks: {
    heading: 'ज़रूरी लिंक',
    links: [
      { label: 'हमारे बारे में', href: '/about' },
      { label: 'हमारी सेवाएँ', href: '/services' },
      { label: 'कीमतें', href: '/pricing' },
      { label: 'शिफ्टिंग बुक करें', href: '/booking' },
      { label: 'कोटेशन माँगें', href: '/services/quotation' },
      { label: 'अपना अनुरोध ट्रैक करें', href: trackPath },
      { label: 'सवाल-जवाब', href: '/faq' },
      { label: 'ब्लॉग', href: '/blog' },
      { label: 'संपर्क करें', href: '/contact' },
    ],
  },
  servicesColumn: {
    heading: 'सेवाएँ',
    links: [
      { label: 'घर की शिफ्टिंग', href: '/services/householdshifting' },
      { label: 'ऑफ़िस शिफ्टिंग', href: '/services/officeshifting' },
      { label: 'कार शिफ्टिंग', href: '/services/carshifting' },
      { label: 'बाइक शिफ्टिंग', href: '/services/bikeshifting' },
      { label: 'सुरक्षित स्टोरेज', href: '/services/safestorage' },
      { label: 'शिफ्टिंग बीमा', href: '/services/insurance' },
    ],
  },
  contactHeading: 'संपर्क करें',
  newsletter: {
    heading: 'शिफ्टिंग के टिप्स, महीने में एक बार',
    text: 'पैकिंग की चेकलिस्ट और मौसमी ऑफ़र। कोई स्पैम नहीं; जब चाहें, सदस्यता बंद करें।',
  },
  socialHeading: 'हमसे जुड़ें',
  legalLinks: [
    { label: 'प्राइवेसी पॉलिसी', href: '/privacy' },
    { label: 'नियम और शर्तें', href: '/terms' },
  ],
  rights: 'सर्वाधिकार सुरक्षित।',
};
