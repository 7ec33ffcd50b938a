import type { NavLink } from './nav';
import { trackPath } from '@/features/tracking/content';

/**
 * The footer's columns. Routes here may be built by other pages; each must exist in routes.ts,
 * but for /track (a page for customers with a reference, kept out of search and the sitemap).
 */
export const footer = {
  about:
    'Door-to-door packing, moving, vehicle transport and storage across India, handled by our own trained crews since our first move in Bhubaneswar.',
  quickLinks: {
    heading: 'Quick links',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Services', href: '/services' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Book a Move', href: '/booking' },
      { label: 'Get a Quote', href: '/services/quotation' },
      { label: 'Track Your Request', href: trackPath },
      { label: 'FAQ', href: '/faq' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  servicesColumn: {
    heading: 'Services',
    links: [
      { label: 'Household Shifting', href: '/services/householdshifting' },
      { label: 'Office Shifting', href: '/services/officeshifting' },
      { label: 'Car Shifting', href: '/services/carshifting' },
      { label: 'Bike Shifting', href: '/services/bikeshifting' },
      { label: 'Safe Storage', href: '/services/safestorage' },
      { label: 'Moving Insurance', href: '/services/insurance' },
    ],
  },
  contactHeading: 'Contact us',
  newsletter: {
    heading: 'Moving tips, once a month',
    text: 'Packing checklists and seasonal offers. No spam; unsubscribe any time.',
  },
  socialHeading: 'Follow us',
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms & Conditions', href: '/terms' },
  ],
  rights: 'All rights reserved.',
} as const satisfies {
  quickLinks: { heading: string; links: readonly NavLink[] };
  servicesColumn: { heading: string; links: readonly NavLink[] };
  legalLinks: readonly NavLink[];
  [key: string]: unknown;
};
