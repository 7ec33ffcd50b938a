import type { CancelReason } from '@/features/leads/content/cancel-reasons';
import type { LeadKind, LeadStatus } from '@/features/leads/lead-types';

// The seed of the owner's figures: leads, payments and documents over four India weeks.

/** An India wall-clock time as the store keeps it (UTC ISO). */
export const ist = (local: string) => new Date(`${local}:00+05:30`).toISOString();

export interface Seed {
  n: number;
  kind: LeadKind;
  at: string;
  /** The expected buckets, written by hand (Monday of the India week; the month). */
  week: string | null;
  month: string | null;
  source?: { label: string } | { channel: 'phone' | 'whatsapp' | 'referral' };
  /** The expected source column, by hand. */
  key: string;
  steps?: { to: LeadStatus; at: string; reason?: CancelReason }[];
  /** Office minutes from arrival to first answer, worked out by hand (Oct 2 is a holiday). */
  minutes?: number;
  quotation?: { sent: string[]; accepted?: { at: string; totalPaise: number } };
}

// The period: Monday 28 Sep 2026 to Sunday 25 Oct 2026 (four India weeks; parts of two months).
// The office is closed on Sundays and on 2 and 20 October (src/settings/office-hours.ts).
export const W1 = '2026-09-28';
export const W2 = '2026-10-05';
export const W3 = '2026-10-12';
export const W4 = '2026-10-19';
export const SEEDS: Seed[] = [
  {
    n: 1,
    kind: 'booking',
    at: '2026-09-28T10:00',
    week: W1,
    month: '2026-09',
    source: { label: 'google' },
    key: 'source:google',
    minutes: 20,
    steps: [
      { to: 'contacted', at: '2026-09-28T10:20' },
      { to: 'booked', at: '2026-09-30T12:00' },
      { to: 'done', at: '2026-10-10T18:00' },
    ],
    quotation: {
      sent: ['2026-09-29T11:00'],
      accepted: { at: '2026-09-30T11:30', totalPaise: 4_500_000 },
    },
  },
  {
    // Wednesday 18:50: ten minutes that evening, fifteen the next morning.
    n: 2,
    kind: 'quote',
    at: '2026-09-30T18:50',
    week: W1,
    month: '2026-09',
    source: { label: 'google' },
    key: 'source:google',
    minutes: 25,
    steps: [
      { to: 'contacted', at: '2026-10-01T09:15' },
      { to: 'cancelled', at: '2026-10-08T10:00', reason: 'price' },
    ],
    quotation: { sent: ['2026-10-01T12:00', '2026-10-06T12:00'] },
  },
  {
    // Thursday 18:40; Friday 2 October is a holiday; answered Saturday 09:20.
    n: 3,
    kind: 'contact',
    at: '2026-10-01T18:40',
    week: W1,
    month: '2026-10',
    source: { label: 'facebook' },
    key: 'source:facebook',
    minutes: 40,
    steps: [{ to: 'contacted', at: '2026-10-03T09:20' }],
  },
  {
    // Sunday 23:30 India time belongs to the week that began on Monday 28 September.
    n: 4,
    kind: 'booking',
    at: '2026-10-04T23:30',
    week: W1,
    month: '2026-10',
    source: { channel: 'phone' },
    key: 'channel:phone',
    minutes: 45,
    steps: [
      { to: 'contacted', at: '2026-10-05T09:45' },
      { to: 'booked', at: '2026-10-05T15:00' },
    ],
  },
  {
    n: 5,
    kind: 'booking',
    at: '2026-10-05T00:10',
    week: W2,
    month: '2026-10',
    source: { channel: 'whatsapp' },
    key: 'channel:whatsapp',
    minutes: 5,
    steps: [
      { to: 'contacted', at: '2026-10-05T09:05' },
      { to: 'cancelled', at: '2026-10-07T10:00', reason: 'other-mover' },
      // Taken up again: it still reached cancelled once.
      { to: 'contacted', at: '2026-10-09T10:00' },
    ],
  },
  { n: 6, kind: 'quote', at: '2026-10-06T11:00', week: W2, month: '2026-10', key: 'unknown' },
  {
    n: 7,
    kind: 'subscriber',
    at: '2026-10-07T08:00',
    week: W2,
    month: '2026-10',
    source: { label: 'direct' },
    key: 'source:direct',
  },
  {
    n: 8,
    kind: 'booking',
    at: '2026-10-13T14:00',
    week: W3,
    month: '2026-10',
    source: { label: 'facebook' },
    key: 'source:facebook',
    minutes: 10,
    steps: [
      { to: 'contacted', at: '2026-10-13T14:10' },
      { to: 'booked', at: '2026-10-14T10:00' },
      { to: 'done', at: '2026-10-20T17:00' },
    ],
    quotation: {
      sent: ['2026-10-13T16:00'],
      accepted: { at: '2026-10-14T09:30', totalPaise: 3_250_050 },
    },
  },
  {
    // Saturday after closing; cancelled on Monday 09:10 without a reason (its first answer).
    n: 9,
    kind: 'contact',
    at: '2026-10-17T19:30',
    week: W3,
    month: '2026-10',
    source: { label: 'direct' },
    key: 'source:direct',
    minutes: 10,
    steps: [{ to: 'cancelled', at: '2026-10-19T09:10' }],
  },
  {
    n: 10,
    kind: 'quote',
    at: '2026-10-21T10:00',
    week: W4,
    month: '2026-10',
    source: { label: 'google' },
    key: 'source:google',
    minutes: 29,
    steps: [
      { to: 'contacted', at: '2026-10-21T10:29' },
      { to: 'cancelled', at: '2026-10-22T11:00', reason: 'price' },
    ],
  },
  {
    n: 11,
    kind: 'booking',
    at: '2026-10-25T23:59',
    week: W4,
    month: '2026-10',
    source: { label: 'google' },
    key: 'source:google',
  },
  {
    // Midnight after the last day: outside.
    n: 12,
    kind: 'booking',
    at: '2026-10-26T00:00',
    week: null,
    month: null,
    source: { label: 'google' },
    key: 'source:google',
    steps: [{ to: 'contacted', at: '2026-10-26T09:30' }],
  },
  {
    // Before the period, cancelled inside it: a cancellation of the period, not one of its leads.
    n: 13,
    kind: 'quote',
    at: '2026-09-27T23:50',
    week: null,
    month: null,
    source: { label: 'justdial.com' },
    key: 'source:justdial.com',
    steps: [
      { to: 'contacted', at: '2026-09-28T09:10' },
      { to: 'cancelled', at: '2026-10-12T10:00', reason: 'postponed' },
    ],
    quotation: { sent: ['2026-09-26T10:00', '2026-10-02T10:00'] },
  },
  {
    n: 14,
    kind: 'quote',
    at: '2026-10-22T12:00',
    week: W4,
    month: '2026-10',
    source: { channel: 'referral' },
    key: 'channel:referral',
    minutes: 5,
    steps: [
      { to: 'contacted', at: '2026-10-22T12:05' },
      { to: 'booked', at: '2026-10-23T10:00' },
    ],
  },
];

export const PAYMENTS = [
  { lead: 1, kind: 'advance', paise: 500_000, on: '2026-09-30', week: W1, month: '2026-09' },
  { lead: 1, kind: 'balance', paise: 4_000_000, on: '2026-10-10', week: W2, month: '2026-10' },
  { lead: 8, kind: 'advance', paise: 1_000_000, on: '2026-10-14', week: W3, month: '2026-10' },
  { lead: 8, kind: 'refund', paise: -250_000, on: '2026-10-20', week: W4, month: '2026-10' },
  { lead: 13, kind: 'advance', paise: 700_000, on: '2026-09-27', week: null, month: null },
  { lead: 12, kind: 'advance', paise: 900_000, on: '2026-10-26', week: null, month: null },
] as const;

export const DOCUMENTS = [
  { lead: 1, kind: 'invoice', paise: 4_500_000, at: '2026-10-10T13:00', week: W2 },
  { lead: 1, kind: 'credit-note', paise: 4_500_000, at: '2026-10-19T10:00', week: W4 },
  { lead: 1, kind: 'invoice', paise: 4_400_000, at: '2026-10-19T10:05', week: W4 },
  { lead: 8, kind: 'invoice', paise: 3_250_050, at: '2026-10-25T23:45', week: W4 },
  { lead: 8, kind: 'receipt', paise: 1_000_000, at: '2026-10-14T12:00', week: W3 },
  { lead: 12, kind: 'invoice', paise: 9_999_900, at: '2026-10-26T00:05', week: null },
] as const;

export const NOW = new Date(ist('2026-11-26T10:00'));
export const REQUESTS: LeadKind[] = ['booking', 'quote', 'contact'];
