import { bucketsOf, type ReportPeriod } from './period';

/**
 * Damage claims in the owner's figures (issue 48, point 4), always by calendar month whatever
 * the period's grouping: a claim is rare, so a week of them says little. Pure: the page, the
 * CSV and the tests share it.
 */

/** One India day's claims, as the store counts them (src/features/reports/server/data/claims.ts). */
export interface ClaimDayInput {
  day: string;
  /** Claims filed that day. */
  filed: number;
  /** What they asked for. */
  askedPaise: number;
  /** What the claims settled that day came to (by the day of settlement, as the money moves). */
  settledPaise: number;
}

export interface ClaimFigures {
  filed: number;
  askedPaise: number;
  settledPaise: number;
}

export interface ClaimsReport {
  claims: ({ month: string } & ClaimFigures)[];
  claimsTotal: ClaimFigures;
}

const zero = (): ClaimFigures => ({ filed: 0, askedPaise: 0, settledPaise: 0 });

/** The period's claims per month (YYYY-MM; the first and last may be partial) and in all. */
export function claimMonths(
  period: Pick<ReportPeriod, 'from' | 'to'>,
  days: readonly ClaimDayInput[],
): ClaimsReport {
  const months = bucketsOf({ ...period, by: 'month' });
  const claims = months.map((month) => ({ month, ...zero() }));
  const index = new Map(months.map((month, i) => [month, i]));
  const claimsTotal = zero();
  for (const day of days) {
    const i = index.get(day.day.slice(0, 7));
    if (i === undefined || day.day < period.from || day.day > period.to) continue;
    for (const row of [claims[i]!, claimsTotal]) {
      row.filed += day.filed;
      row.askedPaise += day.askedPaise;
      row.settledPaise += day.settledPaise;
    }
  }
  return { claims, claimsTotal };
}
