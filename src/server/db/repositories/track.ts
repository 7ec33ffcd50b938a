import 'server-only';
import type { Kysely } from 'kysely';
import type { TrackKind } from '@/content/track';
import { LEAD_KINDS, type LeadStatus } from '@/lib/lead-kinds';
import type { Database } from '../schema';

/** What a customer's look-up reads of a request: never notes, never who handled it. */
export interface TrackedLeadRow {
  id: string;
  reference: string;
  status: LeadStatus;
  createdAt: string;
  email: string;
  phone: string | null;
  service: string | null;
  moveDate: string | null;
  origin: string | null;
  destination: string | null;
  moveType: string | null;
  /** The estimate snapshot's JSON (bookings and quotes made at an estimate). */
  estimate: string | null;
}

/** The columns a look-up may read; each kind has those of them it stores. */
const TRACKED = [
  'email',
  'phone',
  'service',
  'moveDate',
  'origin',
  'destination',
  'moveType',
  'estimate',
];
const NONE = Object.fromEntries(TRACKED.map((column) => [column, null]));

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** One request by its reference (the unique index of its kind's table), or undefined. */
export async function findTrackedLead(
  db: Kysely<Database>,
  kind: TrackKind,
  reference: string,
): Promise<TrackedLeadRow | undefined> {
  const { table, fields } = LEAD_KINDS[kind];
  const columns = (fields as readonly string[]).filter((field) => TRACKED.includes(field));
  const row = await (db as unknown as AnyDb)
    .selectFrom(table)
    .select(['id', 'reference', 'status', 'createdAt', ...columns])
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && ({ ...NONE, ...row } as unknown as TrackedLeadRow);
}
