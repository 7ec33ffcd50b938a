import 'server-only';
import type { Kysely } from 'kysely';
import type { TrackablePrefix } from '@/lib/schemas/track';
import type { Database, LeadStatus } from '../schema';

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
}

export const TRACK_TABLE = {
  BK: 'bookings',
  QT: 'quoteRequests',
  CT: 'contactMessages',
} as const satisfies Record<TrackablePrefix, keyof Database>;

/** One request by its reference (the unique index), or undefined. */
export async function findTrackedLead(
  db: Kysely<Database>,
  prefix: TrackablePrefix,
  reference: string,
): Promise<TrackedLeadRow | undefined> {
  const common = ['id', 'reference', 'status', 'createdAt', 'email'] as const;
  switch (prefix) {
    case 'BK':
      return db
        .selectFrom('bookings')
        .select([...common, 'phone', 'service', 'moveDate'])
        .where('reference', '=', reference)
        .executeTakeFirst()
        .then((row) => row && { ...row, origin: null, destination: null, moveType: null });
    case 'QT':
      return db
        .selectFrom('quoteRequests')
        .select([...common, 'phone', 'service', 'moveDate', 'origin', 'destination', 'moveType'])
        .where('reference', '=', reference)
        .executeTakeFirst();
    case 'CT':
      return db
        .selectFrom('contactMessages')
        .select(common)
        .where('reference', '=', reference)
        .executeTakeFirst()
        .then(
          (row) =>
            row && {
              ...row,
              phone: null,
              service: null,
              moveDate: null,
              origin: null,
              destination: null,
              moveType: null,
            },
        );
  }
}
