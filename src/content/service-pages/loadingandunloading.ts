import { bookFor } from './common';
import type { ServicePageContent } from './types';

export const loadingandunloading = {
  slug: 'loadingandunloading',
  metaTitle: 'Loading and Unloading Services',
  description:
    'Trained loading and unloading crews with hand trucks, dollies, ramps and straps, for your own truck, a container or a storage unit.',
  hero: {
    title: 'Loading & Unloading by Trained Crews',
    intro:
      'Already have a truck, a container or a storage unit? Hire just the crew and the equipment for the heavy part, and have it done safely in a few hours.',
    ctas: [
      { label: 'Book a Crew', href: bookFor('loadingandunloading') },
      { label: 'Get a Quote', href: '/services/quotation', variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'When you need only the lifting',
      items: [
        {
          icon: 'Truck',
          title: 'Your own truck',
          text: 'You have arranged transport; we load it tightly so nothing shifts on the way.',
        },
        {
          icon: 'Boxes',
          title: 'Containers',
          text: 'Household and commercial containers loaded by weight and strapped in tiers.',
        },
        {
          icon: 'Warehouse',
          title: 'Storage units',
          text: 'Goods stacked on pallets with the things you need first placed nearest the door.',
        },
        {
          icon: 'House',
          title: 'Within a building',
          text: 'Heavy furniture moved between floors or flats, including through narrow stairs.',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'Equipment our crews bring',
      items: [
        'Hand trucks and four-wheel furniture dollies',
        'Loading ramps for trucks without a tail lift',
        'Lifting straps and shoulder dollies for heavy pieces',
        'Moving blankets and corner guards',
        'Ropes and pulleys for balcony and window lifts',
        'Ratchet straps to secure the load',
      ],
    },
    {
      kind: 'steps',
      title: 'How it works',
      items: [
        {
          title: 'Tell us the load',
          text: 'What is moving, how many floors, and whether there is a lift at each end.',
        },
        {
          title: 'We plan the crew',
          text: 'The right number of people and tools, and a fixed price for the job.',
        },
        {
          title: 'Crew arrives on time',
          text: 'With a supervisor who checks the access and the loading order before the first lift.',
        },
        {
          title: 'Loaded and secured',
          text: 'Heavy at the front, fragile on top, everything strapped, and a photo of the load for you.',
        },
      ],
    },
    {
      kind: 'features',
      title: 'Safety we never skip',
      items: [
        {
          icon: 'HardHat',
          title: 'Trained lifting',
          text: 'Every crew member is trained in safe lifting; two people lift anything over 25 kg.',
        },
        {
          icon: 'Users',
          title: 'A supervisor on site',
          text: 'One person plans each lift and keeps the path clear of children and pets.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Covered work',
          text: 'Damage caused by our crew while handling is covered like any other move.',
        },
      ],
    },
  ],
} as const satisfies ServicePageContent;
