import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/** The document a verification code names, with the credit note that cancels it, if any. */
export async function findByVerifyCode(db: Kysely<Database>, code: string) {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'kind', 'number', 'snapshot'])
    .where('verifyCode', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const credit = await db
    .selectFrom('documents')
    .select(['number', 'snapshot'])
    .where('kind', '=', 'credit-note')
    .where('citesId', '=', row.id)
    .executeTakeFirst();
  return { ...row, credit };
}
