import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate';
import type { ServicePageContent } from './types';

export const officeshifting = {
  slug: 'officeshifting',
  metaTitle: 'Office Shifting',
  description:
    'Office moves planned around your working hours: night and weekend moves, IT equipment handling, department-wise packing and setup.',
  hero: {
    title: 'Office Moving with Minimal Downtime',
    intro:
      'Close on Friday evening, open on Monday morning at the new address. We plan office moves around your working hours so your team loses as little time as possible.',
    ctas: [
      { label: 'Book Office Shifting', href: bookFor('officeshifting') },
      { label: 'Plan with Us', href: '/services/premoving', variant: 'secondary' },
      estimateCta(),
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Built around your business',
      items: [
        {
          icon: 'Clock',
          title: 'Night and weekend moves',
          text: 'We work after hours and on holidays so your office runs to the last day.',
        },
        {
          icon: 'Monitor',
          title: 'IT equipment',
          text: 'Computers, printers and servers packed in anti-static wrap, each cable bagged with its device.',
        },
        {
          icon: 'ClipboardList',
          title: 'Floor plan labelling',
          text: 'Every desk and carton carries a code from the new floor plan, so it lands in the right seat.',
        },
        {
          icon: 'LockKeyhole',
          title: 'Confidential records',
          text: 'Files travel in sealed, numbered boxes with a signed handover at each end.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'How an office move runs',
      items: [
        {
          title: 'Site survey',
          text: 'We walk both offices with your admin team and note access, lifts and building rules.',
        },
        {
          title: 'Move plan',
          text: 'A schedule by department, a floor map and a single point of contact on each side.',
        },
        {
          title: 'Department-wise packing',
          text: 'Teams pack personal items; our crew packs everything else and labels it by seat.',
        },
        {
          title: 'The move',
          text: 'Usually one night or weekend, in as many trips as the building allows.',
        },
        {
          title: 'Setup and handover',
          text: 'Desks reassembled, cartons placed by seat, packing waste taken away.',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'What we move',
      items: [
        'Workstations, chairs and modular furniture',
        'Computers, printers and networking gear (disconnected by your IT team)',
        'Servers and racks, in padded crates',
        'Files, records and archives in sealed boxes',
        'Pantry equipment and appliances',
        'Reception, signage and artwork',
      ],
    },
  ],
} as const satisfies ServicePageContent;
