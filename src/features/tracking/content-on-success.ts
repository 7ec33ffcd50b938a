import type { TrackKind } from '@/features/leads';
import { claims } from '@/content/claims';

export const trackPath = '/track';

/** The tracking page's address for one reference (success screens, emails). */
export function trackHref(reference: string): string {
  return `${trackPath}?reference=${encodeURIComponent(reference)}`;
}

/** Beside a new reference on every success screen: where to follow it, what will arrive. */
export const trackOnSuccess = {
  link: 'Track this request',
  linkHint: 'Open it any time with this reference and your phone number or email.',
  expectHeading: 'What you will receive',
  /** Only when the site sends email (a mail server is configured). */
  confirmation: (email: string) => `A confirmation email to ${email} with this reference.`,
  statusEmails:
    'An email when your booking is confirmed, when the move is done, or if it is cancelled.',
  expect: {
    booking: ['A call from us within 24 hours to confirm the date, the goods and the price.'],
    quote: ['A call or email with your quote within 24 hours.'],
    contact: [claims.emailReply],
  },
} as const satisfies { expect: Record<TrackKind, readonly string[]> } & Record<string, unknown>;
