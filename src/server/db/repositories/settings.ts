import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Stores `value` unless the key already has one; true when this call stored it. */
export async function insertSettingOnce(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<boolean> {
  const row = await db
    .insertInto('settings')
    .values({ key, value, updatedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string) {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}
