import { guidePath } from '../guides-paths';
import { budgetPackages } from '../packages';
import { bookFor } from './common';
import type { Feature, ServicePageContent } from './types';

/** Saving tips; the printable savings guide repeats them. */
export const savingTips = [
  {
    icon: 'CalendarDays',
    title: 'Move mid-month, mid-week',
    text: 'Month-end weekends are the busiest days of the year for movers. A Tuesday on the 15th costs less and gets the same crew.',
  },
  {
    icon: 'Boxes',
    title: 'Declutter before the survey',
    text: 'Sell, donate or recycle what you will not use. Every carton you do not move is volume you do not pay for.',
  },
  {
    icon: 'Package',
    title: 'Pack the easy things yourself',
    text: 'Books, clothes and linen are simple to pack with our cartons. Leave the kitchen, glass and electronics to the crew.',
  },
  {
    icon: 'Clock',
    title: 'Book three to four weeks ahead',
    text: 'Early bookings get the truck size that fits, not the one that is left, and time to plan a single trip.',
  },
  {
    icon: 'Truck',
    title: 'Share a truck between cities',
    text: 'If your dates are flexible, a part load on a shared truck costs much less than a dedicated one.',
  },
  {
    icon: 'FileText',
    title: 'Insist on an itemised quote',
    text: 'A quote that lists every service, the materials and GST is one that will not grow on moving day.',
  },
] as const satisfies readonly Feature[];

export const smartmovebudget = {
  slug: 'smartmovebudget',
  metaTitle: 'Smart Move Budget Packages',
  description:
    'Fixed-price moving packages: Basic Move, Standard Move (best value) and Custom Move, plus practical tips to move for less.',
  hero: {
    title: 'Smart Move Budget',
    intro:
      'Affordable moving without compromising quality: fixed-price packages for the most common home moves, a custom quote for everything else, and honest tips to spend less.',
    ctas: [
      { label: 'Get Your Quote', href: bookFor('smartmovebudget') },
      { label: 'Download Savings Guide', href: guidePath('savings'), variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'packages',
      id: 'packages',
      title: 'Choose your package',
      intro:
        'Each package includes loading, transport, unloading and placing furniture in the right rooms.',
      packages: budgetPackages,
    },
    {
      kind: 'features',
      title: 'Smart saving tips',
      items: savingTips,
      ctas: [
        { label: 'Get Your Quote', href: bookFor('smartmovebudget') },
        { label: 'Download Savings Guide', href: guidePath('savings'), variant: 'secondary' },
      ],
    },
  ],
} as const satisfies ServicePageContent;
