import type { BookingServiceSlug } from '@/features/leads/content/booking';

/**
 * The service catalogue: the spec's 11 cards, in its order. `slug` is the page under
 * /services/; `bookingService` is what /booking?service=… preselects from that page.
 * `icon` names a lucide icon that components map to an import (components/ui/line-icons.tsx).
 */
export const services = [
  {
    slug: 'packingandmoving',
    name: 'Packing & Moving',
    desc: 'Professional packing services with premium materials',
    icon: 'Package',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'carshifting',
    name: 'Car Shifting',
    desc: 'Safe and secure car transportation nationwide',
    icon: 'Car',
    bookingService: 'car-shifting',
  },
  {
    slug: 'bikeshifting',
    name: 'Bike Shifting',
    desc: 'Specialized bike transport with damage protection',
    icon: 'Bike',
    bookingService: 'bike-shifting',
  },
  {
    slug: 'householdshifting',
    name: 'Home Shifting',
    desc: 'Stress-free residential relocation services',
    icon: 'House',
    bookingService: 'household-shifting',
  },
  {
    slug: 'insurance',
    name: 'Insurance',
    desc: 'Comprehensive coverage for your belongings',
    icon: 'ShieldCheck',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'loadingandunloading',
    name: 'Loading & Unloading',
    desc: 'Expert handling with proper equipment',
    icon: 'Forklift',
    bookingService: 'loading-and-unloading',
  },
  {
    slug: 'officeshifting',
    name: 'Office Moving',
    desc: 'Minimal downtime business relocation',
    icon: 'Building2',
    bookingService: 'office-shifting',
  },
  {
    slug: 'premoving',
    name: 'Pre-Moving',
    desc: 'Strategic planning for seamless relocation',
    icon: 'ClipboardList',
    bookingService: 'household-shifting',
  },
  {
    slug: 'quotation',
    name: 'Quotation',
    desc: 'Transparent pricing with no hidden costs',
    icon: 'ReceiptIndianRupee',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'safestorage',
    name: 'Safe Storage',
    desc: 'Climate-controlled secure storage solutions',
    icon: 'Warehouse',
    bookingService: 'safe-storage',
  },
  {
    slug: 'smartmovebudget',
    name: 'Smart Move Budget',
    desc: 'Affordable moving without compromising quality',
    icon: 'PiggyBank',
    bookingService: 'household-shifting',
  },
] as const satisfies readonly {
  slug: string;
  name: string;
  desc: string;
  icon: string;
  bookingService: BookingServiceSlug;
}[];

export type ServiceSlug = (typeof services)[number]['slug'];

export const servicePath = (slug: ServiceSlug) => `/services/${slug}`;
export const bookingPath = (service?: BookingServiceSlug) =>
  service ? `/booking?service=${service}` : '/booking';

export const servicesSection = {
  title: 'Our Services',
  heading: 'Comprehensive Moving Solutions',
  tagline:
    'Professional services tailored to meet all your relocation needs with care and precision',
  cta: 'Get a Custom Quote for Your Move',
  learnMore: 'Learn more',
} as const;
