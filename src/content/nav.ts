import { bookingPath } from './services';
import { trackPath } from '@/features/tracking/content';

export interface NavLink {
  label: string;
  href: string;
}

/** Header navigation: the spec's items in its order. The Services entry opens a dropdown. */
export const mainNav = {
  home: { label: 'Home', href: '/' },
  services: {
    label: 'Services',
    href: '/services',
    items: [
      { label: 'Household Shifting', href: '/services/householdshifting' },
      { label: 'Packing And Moving', href: '/services/packingandmoving' },
      { label: 'Car Shifting', href: '/services/carshifting' },
      { label: 'Bike Shifting', href: '/services/bikeshifting' },
      { label: 'Loading And Unloading', href: '/services/loadingandunloading' },
      { label: 'More Services', href: '/services' },
    ],
  },
  after: [
    { label: 'Booking', href: bookingPath() },
    { label: 'Estimate', href: '/estimate' },
    { label: 'Contact', href: '/contact' },
  ],
} as const satisfies {
  home: NavLink;
  services: NavLink & { items: readonly NavLink[] };
  after: readonly NavLink[];
};

/**
 * The phone's menu has these after the header's items: a customer who comes back finds /track
 * one tap away. Not in the desktop header, which keeps the spec's items (the footer has it).
 */
export const menuOnlyLinks = [
  { label: 'Track Your Request', href: trackPath },
] as const satisfies readonly NavLink[];

/** Words of the frame that are not links of their own. */
export const frameText = {
  skipLink: 'Skip to main content',
  homeLinkLabel: 'MoveEase Packers & Movers, home',
  /** The short name in two colours, as in the logo. */
  logoWord: ['Move', 'Ease'],
  logoSubtitle: 'Packers & Movers',
  mainNavLabel: 'Main',
  breadcrumbLabel: 'Breadcrumb',
  topBarLabel: 'Contact and support hours',
  callButton: 'Call Now',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  whatsappLabel: 'Chat with us on WhatsApp',
  whatsappTooltip: 'Chat on WhatsApp',
  /** The header takes its scrolled style once the page has scrolled this far (spec §9). */
  scrollThreshold: 50,
} as const;
