import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate';
import type { ServicePageContent } from './types';

export const packingandmoving = {
  slug: 'packingandmoving',
  metaTitle: 'Packing and Moving Services',
  description:
    'Full, partial or self packing with premium materials, specialty packing for electronics, glass and furniture, and careful moving across India.',
  hero: {
    title: 'Professional Packing & Moving',
    intro:
      'Premium materials, trained packers and a labelled, room-by-room system: your things leave packed for the road and arrive ready to unpack.',
    ctas: [
      { label: 'Get a Free Quote', href: bookFor('packingandmoving') },
      { label: 'Request a Detailed Quote', href: '/services/quotation', variant: 'secondary' },
      estimateCta(),
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'packing-services',
      title: 'Choose how much we pack',
      items: [
        {
          icon: 'Package',
          title: 'Full Packing',
          text: 'We pack every room, from the kitchen to the wardrobe, and unpack at the other end.',
          points: [
            'Crew of 3 to 5 packers',
            'Every carton labelled by room',
            'Unpacking and debris removal',
          ],
        },
        {
          icon: 'Boxes',
          title: 'Partial Packing',
          text: 'You pack the easy things; we pack the fragile, heavy and awkward ones.',
          points: [
            'Kitchen, glass and electronics',
            'Furniture wrapping and dismantling',
            'Lower cost than full packing',
          ],
        },
        {
          icon: 'Handshake',
          title: 'Self Packing',
          text: 'We deliver materials and show you how to use them; you pack, we load and move.',
          points: [
            'Materials delivered a week ahead',
            'Packing checklist by room',
            'Crew checks cartons before loading',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'Materials we use',
      intro: 'Good packing is mostly good material. This is what arrives with our crew:',
      items: [
        '5-ply corrugated cartons in four sizes',
        'Bubble wrap and foam sheets for glass and polished wood',
        'Dish packs with cell dividers for crockery',
        'Wardrobe cartons with hanging rails',
        'Stretch film and corner guards for furniture',
        'Waterproof sheets for the monsoon months',
        'Wooden crates for glass tops, mirrors and idols',
        'Printed room labels and fragile tape',
      ],
    },
    {
      kind: 'features',
      title: 'Specialty packing',
      items: [
        {
          icon: 'Monitor',
          title: 'TVs and electronics',
          text: 'Screens travel upright in foam-lined cartons; cables are bagged and taped to their device.',
        },
        {
          icon: 'Sofa',
          title: 'Furniture',
          text: 'Beds and wardrobes are dismantled, fittings bagged and labelled, and everything reassembled on arrival.',
        },
        {
          icon: 'Layers',
          title: 'Glass and crockery',
          text: 'Each piece is wrapped on its own and packed on edge in dish packs, never flat.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Art, idols and heirlooms',
          text: 'Custom crates and a separate inventory line for each piece, with photos before packing.',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'Why professional packing pays off',
      items: [
        'Far fewer breakages than home packing',
        'Unpack in hours, not weeks, with room-labelled cartons',
        'Your packed goods qualify for our transit coverage',
        'One crew from the first carton to the last',
      ],
      ctas: [
        { label: 'Get a Free Quote', href: bookFor('packingandmoving') },
        { label: 'Request a Detailed Quote', href: '/services/quotation', variant: 'secondary' },
      ],
    },
  ],
} as const satisfies ServicePageContent;
