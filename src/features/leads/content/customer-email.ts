import { site } from '@/content/site';
import type { TrackKind } from '@/features/leads/lead-kinds';

/** Why a customer is emailed: their request arrived, or their booking moved on. */
export type CustomerEmailPurpose = 'received' | 'booked' | 'done' | 'cancelled';

/** Statuses of a booking that email the customer when staff set them. */
export const BOOKING_STATUS_EMAILS = ['booked', 'done', 'cancelled'] as const;

/** The emails a customer gets: plain text and a simple HTML part, no images, no tracking. */
export const customerEmailTexts = {
  subject: {
    received: {
      booking: (reference: string) => `We have your booking ${reference}`,
      quote: (reference: string) => `We have your quote request ${reference}`,
      contact: (reference: string) => `We have your message ${reference}`,
    },
    booked: (reference: string) => `Your move is booked: ${reference}`,
    done: (reference: string) => `Your move is done: ${reference}`,
    cancelled: (reference: string) => `Your booking ${reference} is cancelled`,
  },
  // Never the submitted name: the address is not verified, and a name is whatever a stranger typed.
  greeting: 'Hello,',
  intro: {
    received: {
      booking: `Thank you for booking with ${site.shortName}. We have received your booking request.`,
      quote: `Thank you for asking ${site.shortName} for a quote. We have received your request.`,
      contact: `Thank you for writing to ${site.shortName}. We have received your message.`,
    },
    booked: 'Good news: your move is booked. These are the details we have.',
    done: `Your move is done. Thank you for moving with ${site.shortName}.`,
    cancelled:
      'Your booking has been cancelled. If you did not ask for this, please call us and we will sort it out.',
  },
  referenceLabel: 'Your reference',
  // A move with a quotation: where to read it, and where its money stands.
  money: {
    quotation: 'Your quotation',
    total: 'Agreed total',
    paid: 'Paid so far',
    balance: 'Balance due',
  },
  detailsHeading: 'What you asked for',
  nextHeading: 'What happens next',
  trackIntro:
    'See where your request stands at any time (you will need your phone number or email):',
  trackButton: 'Track your request',
  reachHeading: `Talk to ${site.shortName}`,
  reachLines: [
    `Phone: ${site.phone.display} (${site.hours})`,
    `WhatsApp: +${site.whatsapp.number}`,
    `Email: ${site.email} (or reply to this email)`,
    `Office: ${site.address.lines.join(', ')}`,
  ],
  footer: (reference: string) =>
    `You are receiving this because a request with reference ${reference} was sent on the ${site.name} website with this email address. If that was not you, reply and tell us, and we will delete it.`,
} as const satisfies {
  subject: { received: Record<TrackKind, (reference: string) => string> } & Record<
    Exclude<CustomerEmailPurpose, 'received'>,
    (reference: string) => string
  >;
  intro: { received: Record<TrackKind, string> } & Record<
    Exclude<CustomerEmailPurpose, 'received'>,
    string
  >;
} & Record<string, unknown>;
