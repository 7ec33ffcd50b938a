// Left out: NavLink (a type, no text).
import type * as en from './nav';
import type { Translated } from '@/lib/i18n/translated';
import { bookingPath } from './services';
import { trackPath } from '@/features/tracking/content';

export const mainNav: Translated<typeof en.mainNav> = {
  home: { label: 'होम', href: '/' },
  services: {
    label: 'सेवाएँ',
    href: '/services',
    items: [
      { label: 'घर की शिफ्टिंग', href: '/services/householdshifting' },
      { label: 'पैकिंग और मूविंग', href: '/services/packingandmoving' },
      { label: 'कार शिफ्टिंग', href: '/services/carshifting' },
      { label: 'बाइक शिफ्टिंग', href: '/services/bikeshifting' },
      { label: 'लोडिंग और अनलोडिंग', href: '/services/loadingandunloading' },
      { label: 'और सेवाएँ', href: '/services' },
    ],
  },
  after: [
    { label: 'बुकिंग', href: bookingPath() },
    { label: 'अनुमानित खर्च', href: '/estimate' },
    { label: 'संपर्क करें', href: '/contact' },
  ],
};

export const menuOnlyLinks: Translated<typeof en.menuOnlyLinks> = [
  { label: 'अपना अनुरोध ट्रैक करें', href: trackPath },
];

export const frameText: Translated<typeof en.frameText> = {
  skipLink: 'सीधे मुख्य सामग्री पर जाएँ',
  homeLinkLabel: 'MoveEase पैकर्स एंड मूवर्स, होम पेज',
  logoWord: ['Move', 'Ease'],
  logoSubtitle: 'पैकर्स एंड मूवर्स',
  mainNavLabel: 'मुख्य मेन्यू',
  breadcrumbLabel: 'आप यहाँ हैं',
  topBarLabel: 'संपर्क और सहायता का समय',
  callButton: 'अभी कॉल करें',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  menuTitle: 'मेन्यू',
  whatsappLabel: 'व्हाट्सऐप पर हमसे बात करें',
  whatsappTooltip: 'व्हाट्सऐप पर बात करें',
  scrollThreshold: 50,
};
