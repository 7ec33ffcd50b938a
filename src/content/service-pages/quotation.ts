import { claims } from '../claims';
import { policies } from '../policies';
import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate';
import type { ServicePageContent } from './types';

export const quotation = {
  slug: 'quotation',
  metaTitle: 'Free Moving Quote',
  description:
    'Ask for a free, itemised moving quote with GST shown separately and no charges added on moving day. Call, email or send your details.',
  hero: {
    title: 'Transparent Moving Quotes, No Hidden Costs',
    intro: `Tell us what you are moving and where. You get a written, itemised quote with GST on its own line, valid for ${policies.quoteValidityDays} days, and nothing is added on moving day.`,
    ctas: [
      { label: 'Request Your Quote', href: '#quote-form' },
      { label: 'Book a Move', href: bookFor('quotation'), variant: 'secondary' },
      estimateCta(),
    ],
  },
  blocks: [
    {
      kind: 'quote',
      id: 'quote-form',
      title: 'Request your free quote',
      intro: 'Send your details, or reach our quotes desk directly by phone or email.',
      reasonsTitle: 'Why get a quote first',
      reasons: [
        'See the whole price before you commit: packing, transport, loading, unloading and GST.',
        'Compare options side by side, such as full packing against packing the easy rooms yourself.',
        `Fix the price for ${policies.quoteValidityDays} days while you settle your dates.`,
        'Know the truck size, crew strength and timings in advance.',
        'No obligation and no charge for the survey.',
      ],
    },
    {
      kind: 'steps',
      title: 'What happens after you ask',
      items: [
        { title: 'We call you back', text: claims.callbackPromise },
        {
          title: 'Free survey',
          text: 'A planner visits or joins a video call to see what you are moving and check access at both ends.',
        },
        {
          title: 'Itemised written quote',
          text: 'Every service, the materials and the GST on separate lines, sent by email and WhatsApp.',
        },
        {
          title: 'Book when you are ready',
          text: 'Confirm online or by phone. The price on the quote is the price on the invoice.',
        },
      ],
    },
  ],
} as const satisfies ServicePageContent;
