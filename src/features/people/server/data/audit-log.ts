import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export async function insertAudit(
  db: Kysely<Database>,
  entry: {
    actorId: string | null;
    actorName: string | null;
    action: string;
    target?: string | null;
    detail?: string | null;
  },
) {
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actorId: entry.actorId,
      actorName: entry.actorName,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
    })
    .execute();
}

/** One page of the log, newest first, and how many entries there are in all. */
export async function listAudit(db: Kysely<Database>, page: number, pageSize: number) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('auditLog')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}
