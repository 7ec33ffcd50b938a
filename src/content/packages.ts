import { bookingPath } from './services';

/** A fixed-price moving package (spec §3 "static package"; prices from spec §9, display only). */
export interface BudgetPackage {
  id: string;
  title: string;
  price: string;
  priceNote: string;
  features: readonly string[];
  featured: boolean;
  cta: { label: string; href: string };
}

export const bestValueLabel = 'Best Value';

/** Shown on /services/smartmovebudget and /pricing: one source for every number. */
export const budgetPackages = [
  {
    id: 'basic',
    title: 'Basic Move',
    price: '$499',
    priceNote: 'fixed price',
    features: ['1-2 bedroom home', 'Local move', '5 hours of service', 'Basic liability coverage'],
    featured: false,
    cta: { label: 'Book the Basic Move', href: bookingPath('household-shifting') },
  },
  {
    id: 'standard',
    title: 'Standard Move',
    price: '$899',
    priceNote: 'fixed price',
    features: [
      '2-3 bedroom home',
      'Local or regional move',
      '8 hours of service',
      'Enhanced coverage',
      '2 professional movers',
    ],
    featured: true,
    cta: { label: 'Book the Standard Move', href: bookingPath('household-shifting') },
  },
  {
    id: 'custom',
    title: 'Custom Move',
    price: 'Custom quote',
    priceNote: 'after a free survey',
    features: [
      'Any home or office size',
      'Intercity and long-distance moves',
      'Packing, storage and vehicle transport as you need them',
      'Full value protection available',
    ],
    featured: false,
    cta: { label: 'Request a Custom Quote', href: '/services/quotation' },
  },
] as const satisfies readonly BudgetPackage[];
