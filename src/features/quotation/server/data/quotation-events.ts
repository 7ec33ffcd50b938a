import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { noteQuotationSent } from '@/features/leads/server';
import type { Database } from '@/server/db/schema';
import type { QuotationEventKind } from '@/features/quotation/server/data/tables';

/** The version was sent (emailed or its WhatsApp link made): its first sending is kept. */
export async function markSent(
  db: Kysely<Database>,
  quotationId: string,
  version: number,
  kind: 'emailed' | 'whatsapp',
  actorName: string | null,
  at = new Date().toISOString(),
) {
  await db
    .updateTable('quotationVersions')
    .set({ sentAt: at })
    .where('quotationId', '=', quotationId)
    .where('version', '=', version)
    .where('sentAt', 'is', null)
    .execute();
  await noteQuotationSent(db, quotationId);
  await insertEvent(db, { quotationId, version, kind, actorName, at });
}

/** The customer opened this version for the first time: true then (and an event is written). */
export async function markOpened(
  db: Kysely<Database>,
  quotationId: string,
  version: number,
  at = new Date().toISOString(),
): Promise<boolean> {
  const result = await db
    .updateTable('quotationVersions')
    .set({ openedAt: at })
    .where('quotationId', '=', quotationId)
    .where('version', '=', version)
    .where('openedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await insertEvent(db, { quotationId, version, kind: 'opened', actorName: null, at });
  return true;
}

/**
 * Records the customer's acceptance of a version that has none yet; false when it already had
 * one (the first acceptance stands, and a repeat gets its answer).
 */
export async function acceptVersion(
  db: Kysely<Database>,
  quotationId: string,
  version: number,
  name: string,
  at = new Date().toISOString(),
): Promise<boolean> {
  const result = await db
    .updateTable('quotationVersions')
    .set({ acceptedAt: at, acceptedName: name })
    .where('quotationId', '=', quotationId)
    .where('version', '=', version)
    .where('acceptedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await insertEvent(db, { quotationId, version, kind: 'accepted', actorName: name, at });
  return true;
}

export async function insertEvent(
  db: Kysely<Database>,
  event: {
    quotationId: string;
    version: number;
    kind: QuotationEventKind;
    actorName: string | null;
    detail?: string | null;
    at?: string;
  },
) {
  await db
    .insertInto('quotationEvents')
    .values({
      id: randomUUID(),
      quotationId: event.quotationId,
      version: event.version,
      kind: event.kind,
      at: event.at ?? new Date().toISOString(),
      actorName: event.actorName,
      detail: event.detail ?? null,
    })
    .execute();
}

/** Everything that befell a quotation, newest first. */
export async function listEvents(db: Kysely<Database>, quotationId: string) {
  return db
    .selectFrom('quotationEvents')
    .select(['version', 'kind', 'at', 'actorName', 'detail'])
    .where('quotationId', '=', quotationId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
