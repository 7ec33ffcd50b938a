import { policies } from './policies';

/** Words of /pricing; every price on it comes from packages.ts, storage.ts and insurance.ts. */
export const pricingPage = {
  metaTitle: 'Pricing',
  description:
    'Moving packages, storage plans and insurance options with their prices in one place: Basic Move, Standard Move, storage from a month, and transit cover.',
  eyebrow: 'Pricing',
  title: 'Clear Prices, Before You Book',
  intro:
    'Our fixed-price packages, storage plans and coverage options in one place. Every other move gets a written, itemised quote after a free survey.',
  packagesTitle: 'Moving packages',
  packagesIntro:
    'For the most common home moves. Loading, transport, unloading and placement included.',
  storageTitle: 'Storage plans',
  storageIntro: 'Monthly prices for climate-controlled, watched and access-controlled storage.',
  insuranceTitle: 'Insurance options',
  insuranceIntro: 'Basic Coverage comes with every move; upgrade for more protection.',
  notesTitle: 'Good to know',
  notes: [
    'GST is added to every price at the applicable rate and shown on its own line.',
    `A written quote is valid for ${policies.quoteValidityDays} days.`,
    `Rescheduling is free up to ${policies.freeRescheduleHours} hours before your move.`,
    'A booking amount confirms your date; the balance is paid on delivery.',
  ],
  closingTitle: 'Not sure which option fits?',
  closingText: 'Book a free survey and get a written, itemised quote for your own move.',
  quoteCta: 'Get a Custom Quote',
  bookCta: 'Book Your Move',
  moreLink: 'Details',
} as const;
