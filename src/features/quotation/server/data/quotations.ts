import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely,Selectable } from 'kysely';
import type { LeadKind } from '@/features/leads';
import { quotationTotals,type QuotationLine } from '@/features/quotation/totals';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import type { QuotationsTable, QuotationVersionsTable } from '@/features/quotation/server/data/tables';


/** What a version holds once written: the staff's draft, already checked by its schema. */
export interface QuotationContent {
  lines: QuotationLine[];
  discountPaise: number;
  advancePaise: number;
  validUntil: string;
}

export type StoredQuotation = Selectable<QuotationsTable>;
export type StoredVersion = Omit<Selectable<QuotationVersionsTable>, 'lines'> & {
  lines: QuotationLine[];
};

export const versionOf = <Row extends Selectable<QuotationVersionsTable>>(
  row: Row,
): Omit<Row, 'lines'> & { lines: QuotationLine[] } => ({
  ...row,
  lines: JSON.parse(row.lines) as QuotationLine[],
});

/** The stored columns of a version's content, with the totals computed once here. */
function contentColumns(content: QuotationContent) {
  const totals = quotationTotals(content.lines, content.discountPaise);
  return {
    lines: JSON.stringify(content.lines),
    subtotalPaise: totals.subtotalPaise,
    gstPaise: totals.gstPaise,
    discountPaise: totals.discountPaise,
    totalPaise: totals.totalPaise,
    advancePaise: content.advancePaise,
    validUntil: content.validUntil,
  };
}

export async function findQuotationOfLead(db: Kysely<Database>, kind: LeadKind, leadId: string) {
  return db
    .selectFrom('quotations')
    .selectAll()
    .where('leadKind', '=', kind)
    .where('leadId', '=', leadId)
    .executeTakeFirst();
}

export async function findQuotation(db: Kysely<Database>, id: string) {
  return db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findQuotationByToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('quotations').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function findVersion(db: Kysely<Database>, quotationId: string, version: number) {
  const row = await db
    .selectFrom('quotationVersions')
    .selectAll()
    .where('quotationId', '=', quotationId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row && versionOf(row);
}

/** Every version, newest first. */
export async function listVersions(db: Kysely<Database>, quotationId: string) {
  const rows = await db
    .selectFrom('quotationVersions')
    .selectAll()
    .where('quotationId', '=', quotationId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map(versionOf);
}

/** A lead's first quotation (version 1). Undefined when the lead already has one. */
export async function insertQuotation(
  db: Kysely<Database>,
  input: {
    leadKind: LeadKind;
    leadId: string;
    token: string;
    content: QuotationContent;
    actorName: string | null;
    at?: string;
  },
): Promise<{ quotation: StoredQuotation; version: StoredVersion } | undefined> {
  const at = input.at ?? new Date().toISOString();
  const quotation = {
    id: randomUUID(),
    leadKind: input.leadKind,
    leadId: input.leadId,
    token: input.token,
    latestVersion: 1,
    createdAt: at,
  };
  const inserted = await db
    .insertInto('quotations')
    .values(quotation)
    .onConflict((oc) => oc.columns(['leadKind', 'leadId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  await db
    .insertInto('quotationVersions')
    .values(newVersionRow(quotation.id, 1, input.content, input.actorName, at))
    .execute();
  return {
    quotation,
    version: (await findVersion(db, quotation.id, 1)) as StoredVersion,
  };
}

function newVersionRow(
  quotationId: string,
  version: number,
  content: QuotationContent,
  actorName: string | null,
  at: string,
) {
  return {
    quotationId,
    version,
    ...contentColumns(content),
    createdAt: at,
    updatedAt: at,
    updatedByName: actorName,
    sentAt: null,
    openedAt: null,
    acceptedAt: null,
    acceptedName: null,
  };
}

export type SaveOutcome =
  | { ok: true; version: StoredVersion; newVersion: boolean }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; latest: number }
  | { ok: false; reason: 'accepted'; version: number };

/**
 * A staff save of the version they edited (`expected`). Refused when another save came first
 * (not the latest) or when the latest was accepted (it never changes). A price seen is a price
 * kept: a version neither sent nor opened by the customer (a draft) is changed in place; one
 * sent or opened stays as the customer saw it and the save becomes the next version. Run it in
 * a write transaction: on PostgreSQL the quotation's row is locked, so of two saves of the same
 * version one wins and the other sees the new latest.
 */
export async function saveQuotationVersion(
  db: Kysely<Database>,
  engine: Engine,
  input: {
    quotationId: string;
    expected: number;
    content: QuotationContent;
    actorName: string | null;
    at?: string;
  },
): Promise<SaveOutcome> {
  let read = db
    .selectFrom('quotations')
    .select(['id', 'latestVersion'])
    .where('id', '=', input.quotationId);
  if (engine === 'postgres') read = read.forUpdate();
  const quotation = await read.executeTakeFirst();
  if (!quotation) return { ok: false, reason: 'not_found' };
  if (quotation.latestVersion !== input.expected)
    return { ok: false, reason: 'conflict', latest: quotation.latestVersion };
  const latest = (await findVersion(db, quotation.id, quotation.latestVersion)) as StoredVersion;
  if (latest.acceptedAt) return { ok: false, reason: 'accepted', version: latest.version };

  const at = input.at ?? new Date().toISOString();
  // Guarded in the write itself: a customer's first opening (markOpened, no lock on the
  // quotation) that commits first leaves nothing to change here, and the save goes on below.
  const inPlace =
    !latest.sentAt &&
    !latest.openedAt &&
    Number(
      (
        await db
          .updateTable('quotationVersions')
          .set({ ...contentColumns(input.content), updatedAt: at, updatedByName: input.actorName })
          .where('quotationId', '=', quotation.id)
          .where('version', '=', latest.version)
          .where('sentAt', 'is', null)
          .where('openedAt', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;
  if (inPlace) {
    return {
      ok: true,
      newVersion: false,
      version: (await findVersion(db, quotation.id, latest.version)) as StoredVersion,
    };
  }
  const next = latest.version + 1;
  // The guard on latestVersion makes the move to the next version once, on SQLite too.
  const moved = await db
    .updateTable('quotations')
    .set({ latestVersion: next })
    .where('id', '=', quotation.id)
    .where('latestVersion', '=', latest.version)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return { ok: false, reason: 'conflict', latest: next };
  await db
    .insertInto('quotationVersions')
    .values(newVersionRow(quotation.id, next, input.content, input.actorName, at))
    .execute();
  return {
    ok: true,
    newVersion: true,
    version: (await findVersion(db, quotation.id, next)) as StoredVersion,
  };
}



/** Erasure and retention: a lead's quotation, its versions and events go with it. */
export async function deleteQuotations(
  db: Kysely<Database>,
  leadKind: LeadKind,
  leadIds: string[],
) {
  if (leadIds.length === 0) return;
  const ids = (
    await db
      .selectFrom('quotations')
      .select('id')
      .where('leadKind', '=', leadKind)
      .where('leadId', 'in', leadIds)
      .execute()
  ).map((row) => row.id);
  if (ids.length === 0) return;
  await db.deleteFrom('quotationEvents').where('quotationId', 'in', ids).execute();
  await db.deleteFrom('quotationVersions').where('quotationId', 'in', ids).execute();
  await db.deleteFrom('quotations').where('id', 'in', ids).execute();
}

/** The latest version of each of these leads' quotations (for the CSV), by lead id. */
export async function latestVersionsOfLeads(
  db: Kysely<Database>,
  leadKind: LeadKind,
  leadIds: string[],
): Promise<Map<string, StoredVersion & { latestVersion: number }>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quotations')
    .innerJoin('quotationVersions', (join) =>
      join
        .onRef('quotationVersions.quotationId', '=', 'quotations.id')
        .onRef('quotationVersions.version', '=', 'quotations.latestVersion'),
    )
    .selectAll('quotationVersions')
    .select(['quotations.leadId', 'quotations.latestVersion'])
    .where('quotations.leadKind', '=', leadKind)
    .where('quotations.leadId', 'in', leadIds)
    .execute();
  return new Map(rows.map(({ leadId, ...row }) => [leadId, versionOf(row)]));
}
