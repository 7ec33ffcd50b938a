import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { indiaDay, type ReportRange } from './reports';

export interface ClaimDayRow {
  day: string;
  filed: number;
  askedPaise: number;
  settledPaise: number;
}

/**
 * The period's claims per India day: those filed (and what they asked) by the day filed, the
 * settled ones' amounts by the day settled (a settled claim changes no more, so its last change
 * is its settlement).
 */
export async function claimDays(
  db: Kysely<Database>,
  engine: Engine,
  range: ReportRange,
): Promise<ClaimDayRow[]> {
  const { start, end } = range;
  const [filed, settled] = await Promise.all([
    sql<{ day: string; n: number | string; paise: number | string }>`
      select ${indiaDay(engine, sql`created_at`)} as day, count(*) as n, sum(asked_paise) as paise
      from claims
      where created_at >= ${start} and created_at < ${end}
      group by 1`.execute(db),
    sql<{ day: string; paise: number | string }>`
      select ${indiaDay(engine, sql`updated_at`)} as day, sum(settled_paise) as paise
      from claims
      where status = 'settled' and updated_at >= ${start} and updated_at < ${end}
      group by 1`.execute(db),
  ]);
  const days = new Map<string, ClaimDayRow>();
  const at = (day: string) => {
    let row = days.get(day);
    if (!row) days.set(day, (row = { day, filed: 0, askedPaise: 0, settledPaise: 0 }));
    return row;
  };
  for (const row of filed.rows) {
    at(row.day).filed += Number(row.n);
    at(row.day).askedPaise += Number(row.paise);
  }
  for (const row of settled.rows) at(row.day).settledPaise += Number(row.paise);
  return [...days.values()];
}
