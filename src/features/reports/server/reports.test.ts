import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CancelReason } from '@/features/leads/content/cancel-reasons';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import type { LeadKind, LeadStatus } from '@/features/leads/lead-types';
import { FUNNEL_STEPS, type FunnelCounts } from '@/features/reports/figures';
import type { ReportGrouping } from '@/features/reports/period';
import { ForbiddenError, staffOf } from '@/features/people/server/guard';
import { loadOvercollectedMoves, loadReport } from '@/features/reports/server/reports';
import { fillLeadSummaries } from '@/server/db/migrations/lead-summaries-fill';
import { fakeLead, insertFakeLeads } from '../../../../tests/support/fake-leads';
import { useAppStore } from '../../../../tests/support/test-app';
import { testEngines } from '../../../../tests/support/test-engines';
import { makeUser } from '../../../../tests/support/test-users';

/** An India wall-clock time as the store keeps it (UTC ISO). */
const ist = (local: string) => new Date(`${local}:00+05:30`).toISOString();

interface Seed {
  n: number;
  kind: LeadKind;
  at: string;
  /** The expected buckets, written by hand (Monday of the India week; the month). */
  week: string | null;
  month: string | null;
  source?: { label: string } | { channel: 'phone' | 'whatsapp' | 'referral' };
  /** The expected source column, by hand. */
  key: string;
  steps?: { to: LeadStatus; at: string; reason?: CancelReason }[];
  /** Office minutes from arrival to first answer, worked out by hand (Oct 2 is a holiday). */
  minutes?: number;
  quotation?: { sent: string[]; accepted?: { at: string; totalPaise: number } };
}

// The period: Monday 28 Sep 2026 to Sunday 25 Oct 2026 (four India weeks; parts of two months).
// The office is closed on Sundays and on 2 and 20 October (src/settings/office-hours.ts).
const W1 = '2026-09-28';
const W2 = '2026-10-05';
const W3 = '2026-10-12';
const W4 = '2026-10-19';
const SEEDS: Seed[] = [
  {
    n: 1,
    kind: 'booking',
    at: '2026-09-28T10:00',
    week: W1,
    month: '2026-09',
    source: { label: 'google' },
    key: 'source:google',
    minutes: 20,
    steps: [
      { to: 'contacted', at: '2026-09-28T10:20' },
      { to: 'booked', at: '2026-09-30T12:00' },
      { to: 'done', at: '2026-10-10T18:00' },
    ],
    quotation: {
      sent: ['2026-09-29T11:00'],
      accepted: { at: '2026-09-30T11:30', totalPaise: 4_500_000 },
    },
  },
  {
    // Wednesday 18:50: ten minutes that evening, fifteen the next morning.
    n: 2,
    kind: 'quote',
    at: '2026-09-30T18:50',
    week: W1,
    month: '2026-09',
    source: { label: 'google' },
    key: 'source:google',
    minutes: 25,
    steps: [
      { to: 'contacted', at: '2026-10-01T09:15' },
      { to: 'cancelled', at: '2026-10-08T10:00', reason: 'price' },
    ],
    quotation: { sent: ['2026-10-01T12:00', '2026-10-06T12:00'] },
  },
  {
    // Thursday 18:40; Friday 2 October is a holiday; answered Saturday 09:20.
    n: 3,
    kind: 'contact',
    at: '2026-10-01T18:40',
    week: W1,
    month: '2026-10',
    source: { label: 'facebook' },
    key: 'source:facebook',
    minutes: 40,
    steps: [{ to: 'contacted', at: '2026-10-03T09:20' }],
  },
  {
    // Sunday 23:30 India time belongs to the week that began on Monday 28 September.
    n: 4,
    kind: 'booking',
    at: '2026-10-04T23:30',
    week: W1,
    month: '2026-10',
    source: { channel: 'phone' },
    key: 'channel:phone',
    minutes: 45,
    steps: [
      { to: 'contacted', at: '2026-10-05T09:45' },
      { to: 'booked', at: '2026-10-05T15:00' },
    ],
  },
  {
    n: 5,
    kind: 'booking',
    at: '2026-10-05T00:10',
    week: W2,
    month: '2026-10',
    source: { channel: 'whatsapp' },
    key: 'channel:whatsapp',
    minutes: 5,
    steps: [
      { to: 'contacted', at: '2026-10-05T09:05' },
      { to: 'cancelled', at: '2026-10-07T10:00', reason: 'other-mover' },
      // Taken up again: it still reached cancelled once.
      { to: 'contacted', at: '2026-10-09T10:00' },
    ],
  },
  { n: 6, kind: 'quote', at: '2026-10-06T11:00', week: W2, month: '2026-10', key: 'unknown' },
  {
    n: 7,
    kind: 'subscriber',
    at: '2026-10-07T08:00',
    week: W2,
    month: '2026-10',
    source: { label: 'direct' },
    key: 'source:direct',
  },
  {
    n: 8,
    kind: 'booking',
    at: '2026-10-13T14:00',
    week: W3,
    month: '2026-10',
    source: { label: 'facebook' },
    key: 'source:facebook',
    minutes: 10,
    steps: [
      { to: 'contacted', at: '2026-10-13T14:10' },
      { to: 'booked', at: '2026-10-14T10:00' },
      { to: 'done', at: '2026-10-20T17:00' },
    ],
    quotation: {
      sent: ['2026-10-13T16:00'],
      accepted: { at: '2026-10-14T09:30', totalPaise: 3_250_050 },
    },
  },
  {
    // Saturday after closing; cancelled on Monday 09:10 without a reason (its first answer).
    n: 9,
    kind: 'contact',
    at: '2026-10-17T19:30',
    week: W3,
    month: '2026-10',
    source: { label: 'direct' },
    key: 'source:direct',
    minutes: 10,
    steps: [{ to: 'cancelled', at: '2026-10-19T09:10' }],
  },
  {
    n: 10,
    kind: 'quote',
    at: '2026-10-21T10:00',
    week: W4,
    month: '2026-10',
    source: { label: 'google' },
    key: 'source:google',
    minutes: 29,
    steps: [
      { to: 'contacted', at: '2026-10-21T10:29' },
      { to: 'cancelled', at: '2026-10-22T11:00', reason: 'price' },
    ],
  },
  {
    n: 11,
    kind: 'booking',
    at: '2026-10-25T23:59',
    week: W4,
    month: '2026-10',
    source: { label: 'google' },
    key: 'source:google',
  },
  {
    // Midnight after the last day: outside.
    n: 12,
    kind: 'booking',
    at: '2026-10-26T00:00',
    week: null,
    month: null,
    source: { label: 'google' },
    key: 'source:google',
    steps: [{ to: 'contacted', at: '2026-10-26T09:30' }],
  },
  {
    // Before the period, cancelled inside it: a cancellation of the period, not one of its leads.
    n: 13,
    kind: 'quote',
    at: '2026-09-27T23:50',
    week: null,
    month: null,
    source: { label: 'justdial.com' },
    key: 'source:justdial.com',
    steps: [
      { to: 'contacted', at: '2026-09-28T09:10' },
      { to: 'cancelled', at: '2026-10-12T10:00', reason: 'postponed' },
    ],
    quotation: { sent: ['2026-09-26T10:00', '2026-10-02T10:00'] },
  },
  {
    n: 14,
    kind: 'quote',
    at: '2026-10-22T12:00',
    week: W4,
    month: '2026-10',
    source: { channel: 'referral' },
    key: 'channel:referral',
    minutes: 5,
    steps: [
      { to: 'contacted', at: '2026-10-22T12:05' },
      { to: 'booked', at: '2026-10-23T10:00' },
    ],
  },
];

const PAYMENTS = [
  { lead: 1, kind: 'advance', paise: 500_000, on: '2026-09-30', week: W1, month: '2026-09' },
  { lead: 1, kind: 'balance', paise: 4_000_000, on: '2026-10-10', week: W2, month: '2026-10' },
  { lead: 8, kind: 'advance', paise: 1_000_000, on: '2026-10-14', week: W3, month: '2026-10' },
  { lead: 8, kind: 'refund', paise: -250_000, on: '2026-10-20', week: W4, month: '2026-10' },
  { lead: 13, kind: 'advance', paise: 700_000, on: '2026-09-27', week: null, month: null },
  { lead: 12, kind: 'advance', paise: 900_000, on: '2026-10-26', week: null, month: null },
] as const;

const DOCUMENTS = [
  { lead: 1, kind: 'invoice', paise: 4_500_000, at: '2026-10-10T13:00', week: W2 },
  { lead: 1, kind: 'credit-note', paise: 4_500_000, at: '2026-10-19T10:00', week: W4 },
  { lead: 1, kind: 'invoice', paise: 4_400_000, at: '2026-10-19T10:05', week: W4 },
  { lead: 8, kind: 'invoice', paise: 3_250_050, at: '2026-10-25T23:45', week: W4 },
  { lead: 8, kind: 'receipt', paise: 1_000_000, at: '2026-10-14T12:00', week: W3 },
  { lead: 12, kind: 'invoice', paise: 9_999_900, at: '2026-10-26T00:05', week: null },
] as const;

const NOW = new Date(ist('2026-11-26T10:00'));
const REQUESTS: LeadKind[] = ['booking', 'quote', 'contact'];

async function seed(db: ReturnType<typeof useAppStore>['db']) {
  await seedTables(db);
  // Written straight to the tables, as migration 020 found the leads before it.
  await fillLeadSummaries(db);
}

async function seedTables(db: ReturnType<typeof useAppStore>['db']) {
  const ids = new Map<number, { id: string; kind: LeadKind }>();
  for (const s of SEEDS) {
    const status = s.steps?.at(-1)?.to ?? 'new';
    const channel = s.source && 'channel' in s.source ? s.source.channel : null;
    const lead = fakeLead(s.kind, s.n, {
      createdAt: ist(s.at),
      status,
      ...(s.kind === 'subscriber' ? {} : { channel }),
    });
    await insertFakeLeads(db, s.kind, [lead]);
    ids.set(s.n, { id: lead.id, kind: s.kind });
    const history = [{ from: null as LeadStatus | null, to: 'new' as LeadStatus, at: s.at }];
    for (const step of s.steps ?? [])
      history.push({ from: history.at(-1)!.to, to: step.to, at: step.at });
    await db
      .insertInto('leadStatusHistory')
      .values(
        history.map((h, i) => ({
          id: randomUUID(),
          leadKind: s.kind,
          leadId: lead.id,
          fromStatus: h.from,
          toStatus: h.to,
          at: ist(h.at),
          actorId: null,
          reason: i > 0 ? (s.steps![i - 1]!.reason ?? null) : null,
        })),
      )
      .execute();
    if (s.source && 'label' in s.source)
      await db
        .insertInto('leadSources')
        .values({
          leadKind: s.kind,
          leadId: lead.id,
          utmSource: s.source.label,
          utmMedium: null,
          utmCampaign: null,
          referrer: null,
          landing: '/',
          device: 'phone',
          label: s.source.label,
          createdAt: ist(s.at),
        })
        .execute();
    if (s.quotation) {
      const quotationId = randomUUID();
      await db
        .insertInto('quotations')
        .values({
          id: quotationId,
          leadKind: s.kind,
          leadId: lead.id,
          token: randomUUID(),
          latestVersion: s.quotation.sent.length,
          createdAt: ist(s.quotation.sent[0]!),
        })
        .execute();
      await db
        .insertInto('quotationVersions')
        .values(
          s.quotation.sent.map((sent, i) => {
            const last = i === s.quotation!.sent.length - 1;
            const accepted = last ? s.quotation!.accepted : undefined;
            const total = accepted?.totalPaise ?? 1_000_000;
            return {
              quotationId,
              version: i + 1,
              lines: '[]',
              subtotalPaise: total,
              gstPaise: 0,
              discountPaise: 0,
              totalPaise: total,
              advancePaise: 0,
              validUntil: '2026-12-31',
              createdAt: ist(sent),
              updatedAt: ist(sent),
              updatedByName: 'Olivia Owner',
              sentAt: ist(sent),
              openedAt: null,
              acceptedAt: accepted ? ist(accepted.at) : null,
              acceptedName: accepted ? 'Customer' : null,
            };
          }),
        )
        .execute();
    }
  }
  for (const p of PAYMENTS) {
    const lead = ids.get(p.lead)!;
    await db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        leadKind: lead.kind,
        leadId: lead.id,
        kind: p.kind,
        amountPaise: p.paise,
        mode: 'upi',
        reference: null,
        receivedOn: p.on,
        reason: p.kind === 'refund' ? 'Returned a box charge' : null,
        recordedBy: 'test',
        recordedByName: 'Olivia Owner',
        createdAt: ist(`${p.on}T12:00`),
      })
      .execute();
  }
  let serial = 0;
  for (const d of DOCUMENTS) {
    const lead = ids.get(d.lead)!;
    serial += 1;
    await db
      .insertInto('documents')
      .values({
        id: randomUUID(),
        leadKind: lead.kind,
        leadId: lead.id,
        kind: d.kind,
        number: `T-${serial}`,
        financialYear: '2026-27',
        serial,
        paymentId: null,
        citesId: null,
        snapshot: JSON.stringify({ kind: d.kind, figures: { totalPaise: d.paise } }),
        issuedAt: ist(d.at),
        issuedBy: 'test',
        issuedByName: 'Olivia Owner',
      })
      .execute();
  }
}

// What the seed says, worked out here, apart from the code under test.
const inPeriod = SEEDS.filter((s) => s.week !== null);
const bucketOfSeed = (s: { week: string | null; month: string | null }, by: ReportGrouping) =>
  by === 'week' ? s.week : s.month;
const reached = (s: Seed, statuses: LeadStatus[]) =>
  (s.steps ?? []).some((step) => statuses.includes(step.to)) ? 1 : 0;
const funnelOf = (seeds: Seed[]): FunnelCounts => ({
  leads: seeds.length,
  contacted: seeds.reduce((n, s) => n + reached(s, ['contacted', 'booked', 'done']), 0),
  quoted: seeds.filter((s) => s.quotation).length,
  booked: seeds.reduce((n, s) => n + reached(s, ['booked', 'done']), 0),
  done: seeds.reduce((n, s) => n + reached(s, ['done']), 0),
  cancelled: seeds.reduce((n, s) => n + reached(s, ['cancelled']), 0),
});
const medianOf = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const answeringOf = (seeds: Seed[]) => {
  const requests = seeds.filter((s) => REQUESTS.includes(s.kind));
  const answered = requests.filter((s) => s.minutes !== undefined);
  return {
    leads: requests.length,
    answered: answered.length,
    medianMinutes: medianOf(answered.map((s) => s.minutes!)),
    // 30 office minutes or more, or never answered (by now, long after).
    overdue: requests.filter((s) => s.minutes === undefined || s.minutes >= 30).length,
  };
};

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
