import 'server-only';
import type { Kysely } from 'kysely';
import { LEAD_KINDS, type LeadStatus, type TrackKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import type { Locale } from '@/lib/i18n/locales';

/** What a customer's look-up reads of a request: never notes, never who handled it. */
export interface TrackedLeadRow {
  id: string;
  reference: string;
  status: LeadStatus;
  createdAt: string;
  /** The customer's language (issue 49): /track opens in it. */
  language: Locale;
  /** Null on a lead entered by staff without one. */
  email: string | null;
  phone: string | null;
  service: string | null;
  moveDate: string | null;
  origin: string | null;
  destination: string | null;
  moveType: string | null;
  /** The estimate snapshot's JSON (bookings and quotes made at an estimate). */
  estimate: string | null;
}

/** The columns a look-up may read besides the email every kind has; each kind has some. */
const TRACKED = [
  'phone',
  'service',
  'moveDate',
  'origin',
  'destination',
  'moveType',
  'estimate',
] as const;
type TrackedColumn = (typeof TRACKED)[number];
const isTracked = (field: string): field is TrackedColumn =>
  (TRACKED as readonly string[]).includes(field);

/** The columns a kind does not store read as null. */
const NONE = {
  phone: null,
  service: null,
  moveDate: null,
  origin: null,
  destination: null,
  moveType: null,
  estimate: null,
} satisfies { [C in TrackedColumn]: null };

/** One request by its reference (the unique index of its kind's table), or undefined. */
export async function findTrackedLead(
  db: Kysely<Database>,
  kind: TrackKind,
  reference: string,
): Promise<TrackedLeadRow | undefined> {
  const { table, fields } = LEAD_KINDS[kind];
  const columns = (fields as readonly string[]).filter(isTracked);
  const row = await db
    .selectFrom(table)
    .select(['id', 'reference', 'status', 'createdAt', 'language', 'email', ...columns])
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && { ...NONE, ...row };
}
