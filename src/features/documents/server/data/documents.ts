import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { DocumentKind } from '@/features/documents/kinds';
import type { LeadKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import type { DocumentsTable } from '@/features/documents/server/data/tables';

export type StoredDocument = Selectable<DocumentsTable>;

/**
 * The next serial of `kind` in `financialYear`, taken inside the caller's write transaction.
 * On PostgreSQL the upsert locks the counter's row until that transaction ends, so a second
 * issuer waits and then reads the first one's number + 1; if the transaction rolls back, so
 * does the serial, which is why the series has no gaps. On SQLite the write lock does the same.
 */
export async function takeSerial(
  db: Kysely<Database>,
  kind: DocumentKind,
  financialYear: string,
): Promise<number> {
  const row = await db
    .insertInto('documentCounters')
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'financialYear'])
        .doUpdateSet((eb) => ({ lastSerial: eb('documentCounters.lastSerial', '+', 1) })),
    )
    .returning('lastSerial')
    .executeTakeFirstOrThrow();
  return Number(row.lastSerial);
}

export async function insertDocument(db: Kysely<Database>, row: StoredDocument): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

/** A lead's documents, oldest first. */
export async function listDocuments(db: Kysely<Database>, leadKind: LeadKind, leadId: string) {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('leadKind', '=', leadKind)
    .where('leadId', '=', leadId)
    .orderBy('issuedAt', 'asc')
    .orderBy('serial', 'asc')
    .execute();
  return rows.map(normal);
}

export async function findDocument(
  db: Kysely<Database>,
  id: string,
): Promise<StoredDocument | undefined> {
  const row = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normal(row);
}

// PostgreSQL hands integers back as numbers here, but keep the shape the same on both.
const normal = (row: StoredDocument): StoredDocument => ({ ...row, serial: Number(row.serial) });
