import { claimsNote, insuranceOptions } from '../insurance';
import { policies } from '../policies';
import { bookFor } from './common';
import type { ServicePageContent } from './types';

export const insurance = {
  slug: 'insurance',
  metaTitle: 'Moving Insurance',
  description: `Basic, Enhanced and Full Value transit protection for your belongings, with claims resolved within ${policies.claimsResolution}.`,
  hero: {
    title: 'Moving Insurance for Your Belongings',
    intro:
      'Careful packing prevents almost every accident. Coverage takes care of the rest: choose how much protection you want before moving day, and know exactly what happens if something goes wrong.',
    ctas: [
      { label: 'Book a Move with Cover', href: bookFor('insurance') },
      { label: 'Ask About Coverage', href: '/contact', variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'insurance',
      id: 'coverage',
      title: 'Coverage options',
      intro:
        'Pick an option when you confirm your quote. You can upgrade until the day before loading.',
      options: insuranceOptions,
      note: claimsNote,
    },
    {
      kind: 'steps',
      title: 'How a claim works',
      items: [
        {
          title: 'Note it at delivery',
          text: 'Write any damage or missing carton on the delivery receipt before you sign it.',
        },
        {
          title: 'Send photos',
          text: `Email or WhatsApp photos and the claim form within ${policies.damageReportDays} days of delivery.`,
        },
        {
          title: 'We assess',
          text: 'A surveyor looks at the item, in person or on video, and agrees the repair or value with you.',
        },
        {
          title: 'Resolved',
          text: `Repair, replacement or payment within ${policies.claimsResolution}.`,
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'What coverage does not include',
      excluded: true,
      items: [
        'Cash, jewellery, documents and other valuables you should carry yourself',
        'Damage inside cartons you packed, unless the carton itself was damaged',
        'Perishables, plants and live animals',
        'Wear, tear and defects that existed before the move',
        'Goods we were not told about at the survey',
      ],
    },
  ],
} as const satisfies ServicePageContent;
