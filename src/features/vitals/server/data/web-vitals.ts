import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface VitalHit {
  day: string;
  route: string;
  metric: string;
  bucket: number;
}

/** Counts one report in its day/route/metric/bucket. One upsert, safe across processes. */
export async function countVital(db: Kysely<Database>, hit: VitalHit): Promise<void> {
  await db
    .insertInto('webVitals')
    .values({ ...hit, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'route', 'metric', 'bucket'])
        .doUpdateSet((eb) => ({ count: eb('webVitals.count', '+', 1) })),
    )
    .execute();
}

export interface VitalBar {
  route: string;
  metric: string;
  bucket: number;
  count: number;
}

/** The histogram of every route and metric from `sinceDay` (YYYY-MM-DD, inclusive) on, days merged. */
export async function vitalHistogram(db: Kysely<Database>, sinceDay: string): Promise<VitalBar[]> {
  const rows = await db
    .selectFrom('webVitals')
    .select(['route', 'metric', 'bucket', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('day', '>=', sinceDay)
    .groupBy(['route', 'metric', 'bucket'])
    .orderBy('route')
    .orderBy('metric')
    .orderBy('bucket')
    .execute();
  // PostgreSQL sums integers into a bigint, which pg hands back as a string.
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), count: Number(row.count) }));
}
