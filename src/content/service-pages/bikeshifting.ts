import { claims } from '../claims';
import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate';
import type { ServicePageContent } from './types';

export const bikeshifting = {
  slug: 'bikeshifting',
  metaTitle: 'Bike Shifting',
  description:
    'Specialised bike and scooter transport with padding, crating and transit coverage, from your door to your new one anywhere in India.',
  hero: {
    title: 'Bike Shifting with Damage Protection',
    intro: `From commuter scooters to superbikes, we send two-wheelers padded, crated and insured all the way, ${claims.experience.text}.`,
    ctas: [
      { label: 'Book the Service', href: bookFor('bikeshifting') },
      { label: 'Contact Us', href: '/contact', variant: 'secondary' },
      estimateCta('?bikes=1'),
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'How we protect your bike',
      items: [
        {
          icon: 'Package',
          title: 'Three-layer packing',
          text: 'Foam on the tank and panels, bubble wrap over it and corrugated sheet outside.',
        },
        {
          icon: 'Boxes',
          title: 'Wooden crates',
          text: 'Premium and long-distance bikes travel in a crate of their own, bolted upright.',
        },
        {
          icon: 'Wrench',
          title: 'Mirrors and accessories',
          text: 'Removed, wrapped and packed with the bike so nothing snaps off on the way.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Transit coverage',
          text: 'Every bike is covered from pick-up to delivery, with a signed condition report.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'From your door to the new one',
      items: [
        { title: 'Book', text: 'Tell us the model, pick-up and drop cities and your dates.' },
        {
          title: 'Pack',
          text: 'We pack the bike at your door and record its condition with photos.',
        },
        { title: 'Transport', text: 'It travels strapped upright, tracked by your coordinator.' },
        {
          title: 'Deliver',
          text: 'We unpack it at your address and check it with you before you sign.',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'Before we pick up your bike',
      items: [
        'Leave very little fuel in the tank',
        'Remove helmets, bags and anything loose',
        'Keep copies of the RC, insurance and PUC ready',
        'Have one ID proof for the consignment note',
        'Note existing scratches so they are on the report',
      ],
      ctas: [
        { label: 'Book the Service', href: bookFor('bikeshifting') },
        { label: 'Contact Us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} as const satisfies ServicePageContent;
