import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import type { LeadKind } from '@/features/leads/lead-types';
import { FUNNEL_STEPS } from '@/features/reports/figures';
import { ForbiddenError, staffOf } from '@/features/people/server/guard';
import { loadOvercollectedMoves, loadReport } from '@/features/reports/server/reports';
import { useAppStore } from '../../../../tests/support/test-app';
import { testEngines } from '../../../../tests/support/test-engines';
import { makeUser } from '../../../../tests/support/test-users';
import {
  DOCUMENTS,
  NOW,
  PAYMENTS,
  REQUESTS,
  type Seed,
  SEEDS,
  W1,
  W2,
  W3,
  W4,
} from '@tests/support/report-seed-data';
import { answeringOf, bucketOfSeed, funnelOf, inPeriod, seed } from '@tests/support/report-seed';

describe.each(testEngines)('the owner’s figures on %s', (engine) => {
  const app = useAppStore(engine);
  const memberOf = async (role: 'owner' | 'coordinator' | 'staff') => {
    const user = await makeUser(app.db, role);
    return staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${user.token}` }));
  };

  it.each(['week', 'month'] as const)(
    'every figure by %s equals the seed’s, counted here by hand',
    async (by) => {
      await seed(app.db);
      const report = await loadReport(
        await memberOf('coordinator'),
        { from: '2026-09-28', to: '2026-10-25', by },
        NOW,
      );
      const buckets = by === 'week' ? [W1, W2, W3, W4] : ['2026-09', '2026-10'];
      expect(report.buckets).toEqual(buckets);
      const seedsIn = (bucket: string) => inPeriod.filter((s) => bucketOfSeed(s, by) === bucket);

      // 1. Leads by kind, and by source.
      expect(report.kinds).toEqual(
        buckets.map((bucket) => {
          const seeds = seedsIn(bucket);
          const of = (kind: LeadKind) => seeds.filter((s) => s.kind === kind).length;
          return {
            bucket,
            counts: {
              booking: of('booking'),
              quote: of('quote'),
              contact: of('contact'),
              subscriber: of('subscriber'),
            },
            total: seeds.length,
          };
        }),
      );
      expect(report.kindTotals).toEqual({ booking: 5, quote: 4, contact: 2, subscriber: 1 });
      // google 4; direct and facebook 2 (a tie goes by name); phone, referral, whatsapp 1 each:
      // the five biggest named, WhatsApp summed as other, then Unknown.
      expect(report.sourceColumns).toEqual([
        'source:google',
        'source:direct',
        'source:facebook',
        'channel:phone',
        'channel:referral',
        'other',
        'unknown',
      ]);
      const column = (s: Seed) => (s.key === 'channel:whatsapp' ? 'other' : s.key);
      expect(report.sources).toEqual(
        buckets.map((bucket) => {
          const seeds = seedsIn(bucket);
          return {
            bucket,
            counts: Object.fromEntries(
              report.sourceColumns.map((key) => [
                key,
                seeds.filter((s) => column(s) === key).length,
              ]),
            ),
            total: seeds.length,
          };
        }),
      );

      // 2. The funnel by source: requests only (the newsletter sign-up is left out).
      const requests = inPeriod.filter((s) => REQUESTS.includes(s.kind));
      const keys = [...new Set(requests.map((s) => s.key))];
      expect(Object.fromEntries(report.funnel.map((row) => [row.source, row.counts]))).toEqual(
        Object.fromEntries(
          keys.map((key) => [key, funnelOf(requests.filter((s) => s.key === key))]),
        ),
      );
      expect(report.funnel[0]!.source).toBe('source:google');
      expect(report.funnel.at(-1)!.source).toBe('unknown');
      expect(report.funnelTotal).toEqual(funnelOf(requests));
      expect(report.funnelTotal).toEqual({
        leads: 11,
        contacted: 8,
        quoted: 3,
        booked: 4,
        done: 2,
        cancelled: 4,
      });

      // 3. Answering: median office minutes and overdue, per bucket and in all.
      expect(report.answering).toEqual(
        buckets.map((bucket) => ({ bucket, ...answeringOf(seedsIn(bucket)) })),
      );
      expect(report.answeringTotal).toEqual(answeringOf(inPeriod));
      expect(report.answeringTotal).toEqual({
        leads: 11,
        answered: 9,
        medianMinutes: 20,
        overdue: 4,
      });
      if (by === 'week')
        expect(report.answering.map((row) => row.medianMinutes)).toEqual([32.5, 5, 10, 17]);

      // 4. Quotations and money, by the day each happened.
      const quotationsIn = (bucket: string | null) => {
        const sent = SEEDS.filter((s) => s.quotation).map((s) => ({
          first: s.quotation!.sent[0]!,
          accepted: s.quotation!.accepted,
        }));
        const weekOf = (local: string) =>
          [W4, W3, W2, W1].find(
            (w) => local.slice(0, 10) >= w && local.slice(0, 10) <= '2026-10-25',
          );
        const bucketOfLocal = (local: string) =>
          local.slice(0, 10) < W1 || local.slice(0, 10) > '2026-10-25'
            ? undefined
            : by === 'week'
              ? weekOf(local)
              : local.slice(0, 7);
        const inside = (local: string) =>
          bucket === null ? bucketOfLocal(local) !== undefined : bucketOfLocal(local) === bucket;
        const accepted = sent.filter((q) => q.accepted && inside(q.accepted.at));
        return {
          quotationsSent: sent.filter((q) => inside(q.first)).length,
          quotationsAccepted: accepted.length,
          acceptedPaise: accepted.reduce((sum, q) => sum + q.accepted!.totalPaise, 0),
        };
      };
      const moneyIn = (bucket: string | null) => {
        const inside = (b: string | null) => b !== null && (bucket === null || b === bucket);
        const paid = PAYMENTS.filter((p) => inside(bucketOfSeed(p, by)));
        const sum = (kind: string) =>
          paid.filter((p) => p.kind === kind).reduce((n, p) => n + p.paise, 0);
        const docs = DOCUMENTS.filter((d) =>
          inside(d.week === null ? null : by === 'week' ? d.week : d.at.slice(0, 7)),
        );
        const issued = (kind: string) =>
          docs.filter((d) => d.kind === kind).reduce((n, d) => n + d.paise, 0);
        return {
          ...quotationsIn(bucket),
          advancePaise: sum('advance'),
          balancePaise: sum('balance'),
          refundPaise: sum('refund'),
          collectedPaise: sum('advance') + sum('balance') + sum('refund'),
          invoicedPaise: issued('invoice'),
          creditedPaise: issued('credit-note'),
          netInvoicedPaise: issued('invoice') - issued('credit-note'),
        };
      };
      expect(report.money).toEqual(buckets.map((bucket) => ({ bucket, ...moneyIn(bucket) })));
      expect(report.moneyTotal).toEqual(moneyIn(null));
      expect(report.moneyTotal).toMatchObject({
        quotationsSent: 3,
        quotationsAccepted: 2,
        acceptedPaise: 7_750_050,
        collectedPaise: 5_250_000,
        netInvoicedPaise: 7_650_050,
      });

      // 5. Cancellations made in the period, by reason (none given last).
      expect(report.cancellations).toEqual([
        { reason: 'price', count: 2 },
        { reason: 'other-mover', count: 1 },
        { reason: 'postponed', count: 1 },
        { reason: null, count: 1 },
      ]);
      expect(report.cancellationTotal).toBe(5);
    },
  );

  it('an empty period has every bucket, all at nought', async () => {
    await seed(app.db);
    const report = await loadReport(
      await memberOf('owner'),
      { from: '2027-01-04', to: '2027-01-17', by: 'week' },
      NOW,
    );
    expect(report.buckets).toEqual(['2027-01-04', '2027-01-11']);
    expect(report.kinds.map((row) => row.total)).toEqual([0, 0]);
    expect(report.funnel).toEqual([]);
    expect(report.answeringTotal).toEqual({
      leads: 0,
      answered: 0,
      medianMinutes: null,
      overdue: 0,
    });
    expect(FUNNEL_STEPS.map((step) => report.funnelTotal[step])).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('flags each move that collected more than it invoiced, whatever the period', async () => {
    await seed(app.db);
    // By hand from the seed: payments less refunds against invoices less credit notes, for
    // the moves with an invoice (lead 1: ₹45,000 paid, ₹44,000 invoiced after a credit note).
    const expected = [...new Set(DOCUMENTS.map((d) => d.lead))]
      .map((lead) => {
        const of = (kind: string) =>
          DOCUMENTS.filter((d) => d.lead === lead && d.kind === kind).reduce(
            (sum, d) => sum + d.paise,
            0,
          );
        const collected = PAYMENTS.filter((p) => p.lead === lead).reduce((n, p) => n + p.paise, 0);
        return { lead, collected, invoiced: of('invoice') - of('credit-note') };
      })
      .filter((move) => move.collected > move.invoiced);
    expect(expected.map((move) => move.lead)).toEqual([1]);
    const moves = await loadOvercollectedMoves(await memberOf('owner'));
    expect(
      moves.map(({ collectedPaise, invoicedPaise }) => ({ collectedPaise, invoicedPaise })),
    ).toEqual(
      expected.map((move) => ({ collectedPaise: move.collected, invoicedPaise: move.invoiced })),
    );
    expect(moves[0]!.reference).toMatch(/^BK-/);
  });

  it('staff may not read the figures', async () => {
    await expect(
      loadReport(await memberOf('staff'), { from: W1, to: W4, by: 'week' }, NOW),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(loadOvercollectedMoves(await memberOf('staff'))).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });
});
