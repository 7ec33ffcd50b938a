import { storageFeatures, storageOptions } from '../storage';
import { bookFor } from './common';
import type { ServicePageContent } from './types';

export const storagePlansAnchor = 'storage-plans';

export const safestorage = {
  slug: 'safestorage',
  metaTitle: 'Safe Storage',
  description:
    'Climate-controlled, 24/7 watched storage with restricted access. Short-term, long-term and specialty plans, with pick-up and delivery.',
  hero: {
    title: 'Secure, Climate-Controlled Storage',
    intro:
      'Between two homes, during a renovation or while you are posted abroad: we collect your goods, store them in a watched, climate-controlled facility and bring them back when you are ready.',
    ctas: [
      { label: 'View Storage Plans', href: `#${storagePlansAnchor}` },
      { label: 'Schedule Facility Tour', href: bookFor('safestorage'), variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Storage built for Indian weather',
      items: storageFeatures,
    },
    {
      kind: 'storage',
      id: storagePlansAnchor,
      title: 'Storage plans',
      intro:
        'Prices are per month for the unit size you need. Your planner confirms the size at the survey.',
      options: storageOptions,
      ctas: [{ label: 'Schedule Facility Tour', href: bookFor('safestorage') }],
    },
    {
      kind: 'features',
      title: 'Security measures',
      items: [
        {
          icon: 'Flame',
          title: 'Fire safety',
          text: 'Smoke detectors, extinguishers in every aisle and a sprinkler system tested every quarter.',
        },
        {
          icon: 'Bug',
          title: 'Pest control',
          text: 'Monthly treatment by a licensed contractor, and sealed cartons for fabrics and paper.',
        },
        {
          icon: 'ScanLine',
          title: 'Barcoded inventory',
          text: 'Every item is labelled and photographed at check-in, so you always know what is where.',
        },
        {
          icon: 'Layers',
          title: 'Off the floor',
          text: 'Everything stands on raised pallets or racks, clear of water even in the heaviest monsoon.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Storing with us takes three steps',
      items: [
        {
          title: 'Book and schedule pick-up',
          text: 'Choose a plan and a date. We confirm the unit size after a quick survey.',
        },
        {
          title: 'We pack, list and store',
          text: 'Our crew packs, labels and photographs your goods, then places them in your unit.',
        },
        {
          title: 'Retrieve when you need',
          text: 'Ask for a single carton or everything: we deliver to your door or you visit by appointment.',
        },
      ],
    },
  ],
} as const satisfies ServicePageContent;
