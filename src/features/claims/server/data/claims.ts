import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { documentNumber, financialYear } from '@/features/documents';
import type { LeadKind } from '@/features/leads';
import type { ClaimsTable } from '@/features/claims/server/data/tables';
import type { Database } from '@/server/db/schema';
import type { ClaimItem, ClaimPhotoView, ClaimStatus, ClaimView } from '../../kinds';

export type StoredClaim = Selectable<ClaimsTable>;

export const claimView = (row: StoredClaim, photos: readonly ClaimPhotoView[] = []): ClaimView => ({
  id: row.id,
  number: row.number,
  status: row.status,
  description: row.description,
  items: JSON.parse(row.items) as ClaimItem[],
  askedPaise: Number(row.askedPaise),
  settledPaise: row.settledPaise === null ? null : Number(row.settledPaise),
  note: row.note,
  at: row.createdAt,
  photos: photos.map(({ id, itemIndex, width, height }) => ({
    id,
    itemIndex: Number(itemIndex),
    width: Number(width),
    height: Number(height),
  })),
});

/**
 * Stores a claim with the next number of the year (the documents' counters, kind `claim`:
 * the same gap-free series, taken in the caller's transaction).
 */
export async function insertClaim(
  trx: Kysely<Database>,
  claim: { leadKind: LeadKind; leadId: string; description: string; items: ClaimItem[] },
  issuedOn: string,
  now: string,
): Promise<StoredClaim> {
  const year = financialYear(issuedOn);
  const counter = await trx
    .insertInto('documentCounters')
    .values({ kind: 'claim', financialYear: year, lastSerial: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'financialYear'])
        .doUpdateSet((eb) => ({ lastSerial: eb('documentCounters.lastSerial', '+', 1) })),
    )
    .returning('lastSerial')
    .executeTakeFirstOrThrow();
  const row: StoredClaim = {
    id: randomUUID(),
    leadKind: claim.leadKind,
    leadId: claim.leadId,
    number: documentNumber('CL', year, Number(counter.lastSerial)),
    status: 'open',
    description: claim.description,
    items: JSON.stringify(claim.items),
    askedPaise: claim.items.reduce((sum, item) => sum + item.amountPaise, 0),
    settledPaise: null,
    note: null,
    paymentId: null,
    createdAt: now,
    updatedAt: now,
    updatedByName: null,
  };
  await trx.insertInto('claims').values(row).execute();
  return row;
}

export async function claimsOfLead(db: Kysely<Database>, leadKind: LeadKind, leadId: string) {
  return db
    .selectFrom('claims')
    .selectAll()
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .orderBy('createdAt')
    .execute();
}

export async function findClaim(db: Kysely<Database>, id: string) {
  return db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a claim from `from` to its new status, only if it still is `from`: of two staff
 * settling at once, one changes it (true) and the other finds it moved (false).
 */
export async function moveClaim(
  trx: Kysely<Database>,
  id: string,
  from: ClaimStatus,
  change: Pick<
    StoredClaim,
    'status' | 'settledPaise' | 'note' | 'paymentId' | 'updatedAt' | 'updatedByName'
  >,
): Promise<boolean> {
  const result = await trx
    .updateTable('claims')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the move's settled claims came to: taken off what the customer owes (paid back or not). */
export async function settledClaimsPaise(db: Kysely<Database>, leadKind: LeadKind, leadId: string) {
  const row = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.sum<number | string>('settledPaise').as('sum'))
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .where('status', '=', 'settled')
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

/** What each move's settled claims came to (the day view's moves, an export's batch): id → paise. */
export async function settledClaimsByLead(
  db: Kysely<Database>,
  leadKind: LeadKind,
  leadIds: readonly string[],
): Promise<Map<string, number>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('claims')
    .select((eb) => ['leadId', eb.fn.sum<number | string>('settledPaise').as('sum')])
    .where('leadKind', '=', leadKind)
    .where('leadId', 'in', leadIds)
    .where('status', '=', 'settled')
    .groupBy('leadId')
    .execute();
  return new Map(rows.map((row) => [row.leadId, Number(row.sum ?? 0)]));
}
