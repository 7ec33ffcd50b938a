import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { reviewLimits } from '@/features/reviews/content';
import type { ReviewFilter } from '@/features/reviews/reviews';
import type { Database, ReviewsTable } from '@/server/db/schema';

/** The review row of a done booking, made once (a second "done" keeps the first link). */
export async function ensureReviewInvite(
  db: Kysely<Database>,
  leadId: string,
  now = new Date(),
): Promise<{ token: string }> {
  const expires = new Date(now.getTime() + reviewLimits.validDays * 86_400_000);
  await db
    .insertInto('reviews')
    .values({
      id: randomUUID(),
      leadId,
      // 144 random bits, URL-safe: the customer's only key to it, like a quotation's.
      token: randomBytes(18).toString('base64url'),
      invitedAt: now.toISOString(),
      expiresAt: expires.toISOString(),
    })
    .onConflict((oc) => oc.column('leadId').doNothing())
    .execute();
  return db
    .selectFrom('reviews')
    .select('token')
    .where('leadId', '=', leadId)
    .executeTakeFirstOrThrow();
}

export function reviewOfLead(db: Kysely<Database>, leadId: string) {
  return db
    .selectFrom('reviews')
    .select(['token', 'submittedAt', 'rating', 'expiresAt'])
    .where('leadId', '=', leadId)
    .executeTakeFirst();
}

export function reviewByToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('reviews').selectAll().where('token', '=', token).executeTakeFirst();
}

export type ReviewWrite = Pick<
  ReviewsTable,
  | 'rating'
  | 'text'
  | 'showName'
  | 'nameShown'
  | 'service'
  | 'fromCity'
  | 'toCity'
  | 'fromSlug'
  | 'toSlug'
  | 'month'
>;

/**
 * Fills the review once: only while the link is unused and unexpired (checked in the UPDATE
 * itself, so two submissions at once store one). Undefined when it was not written.
 */
export async function writeReview(
  db: Kysely<Database>,
  token: string,
  review: ReviewWrite,
  now = new Date(),
) {
  return db
    .updateTable('reviews')
    .set({ ...review, submittedAt: now.toISOString() })
    .where('token', '=', token)
    .where('submittedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .returning('id')
    .executeTakeFirst();
}

const PUBLIC = [
  'id',
  'rating',
  'text',
  'nameShown',
  'month',
  'fromCity',
  'toCity',
  'service',
  'reply',
  'submittedAt',
] as const;

function published(db: Kysely<Database>, filter: ReviewFilter) {
  return db
    .selectFrom('reviews')
    .where('submittedAt', 'is not', null)
    .where('hiddenAt', 'is', null)
    .$if(filter.service !== undefined, (qb) => qb.where('service', '=', filter.service!))
    .$if(filter.city !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('fromSlug', '=', filter.city!), eb('toSlug', '=', filter.city!)])),
    );
}

/** Published reviews, newest first, with the average and count of all that match. */
export async function publishedReviews(
  db: Kysely<Database>,
  filter: ReviewFilter,
  page: { limit: number; offset: number },
) {
  const [items, totals] = await Promise.all([
    published(db, filter)
      .select(PUBLIC)
      .orderBy('submittedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    published(db, filter)
      .select([
        (eb) => eb.fn.countAll<number | string>().as('count'),
        sql<number | string | null>`avg(rating)`.as('average'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items,
    count: Number(totals.count),
    average: totals.average === null ? null : Number(totals.average),
  };
}

/** Every written review for the owner, hidden ones too, newest first. */
export function allReviews(db: Kysely<Database>, limit = 200) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('submittedAt', 'is not', null)
    .orderBy('submittedAt', 'desc')
    .limit(limit)
    .execute();
}

export async function moderateReview(
  db: Kysely<Database>,
  id: string,
  change: {
    hidden?: { at: string; reason: string; by: string } | null;
    reply?: { text: string | null; at: string };
  },
) {
  const set: Partial<ReviewsTable> = {};
  if (change.hidden === null) Object.assign(set, { hiddenAt: null });
  else if (change.hidden)
    Object.assign(set, {
      hiddenAt: change.hidden.at,
      hiddenReason: change.hidden.reason,
      hiddenByName: change.hidden.by,
    });
  if (change.reply)
    Object.assign(set, {
      reply: change.reply.text,
      replyAt: change.reply.text ? change.reply.at : null,
    });
  if (Object.keys(set).length === 0) {
    return db
      .selectFrom('reviews')
      .select('id')
      .where('id', '=', id)
      .where('submittedAt', 'is not', null)
      .executeTakeFirst();
  }
  return db
    .updateTable('reviews')
    .set(set)
    .where('id', '=', id)
    .where('submittedAt', 'is not', null)
    .returning('id')
    .executeTakeFirst();
}

export async function deleteReviews(db: Kysely<Database>, leadIds: string[]) {
  if (leadIds.length === 0) return;
  await db.deleteFrom('reviews').where('leadId', 'in', leadIds).execute();
}
