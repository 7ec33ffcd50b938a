import 'server-only';
import type { Kysely } from 'kysely';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { findVersion, type StoredVersion } from './quotations';

/**
 * The latest version of a quotation, read inside a write transaction with the quotation's row
 * locked on PostgreSQL (SQLite's write transactions run one at a time): a staff save, which
 * takes the same lock, cannot change or replace it until the transaction ends. The customer's
 * acceptance checks what they read against this.
 */
export async function lockedLatestVersion(
  db: Kysely<Database>,
  engine: Engine,
  quotationId: string,
): Promise<StoredVersion | undefined> {
  let read = db.selectFrom('quotations').select('latestVersion').where('id', '=', quotationId);
  if (engine === 'postgres') read = read.forUpdate();
  const quotation = await read.executeTakeFirst();
  return quotation && findVersion(db, quotationId, quotation.latestVersion);
}

/** The version before `version` that the customer opened last, if any (the one it replaces). */
export async function lastOpenedBefore(
  db: Kysely<Database>,
  quotationId: string,
  version: number,
): Promise<{ version: number; openedAt: string } | undefined> {
  const row = await db
    .selectFrom('quotationVersions')
    .select(['version', 'openedAt'])
    .where('quotationId', '=', quotationId)
    .where('version', '<', version)
    .where('openedAt', 'is not', null)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row?.openedAt ? { version: row.version, openedAt: row.openedAt } : undefined;
}
