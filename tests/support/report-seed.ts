import { randomUUID } from 'node:crypto';
import type { LeadKind, LeadStatus } from '@/features/leads/lead-types';
import { type FunnelCounts } from '@/features/reports/figures';
import type { ReportGrouping } from '@/features/reports/period';
import { fillLeadSummaries } from '@/server/db/migrations/lead-summaries-fill';
import { fakeLead, insertFakeLeads } from './fake-leads';
import { useAppStore } from './test-app';
import { DOCUMENTS, ist, PAYMENTS, REQUESTS, type Seed, SEEDS } from './report-seed-data';

export async function seed(db: ReturnType<typeof useAppStore>['db']) {
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
export const inPeriod = SEEDS.filter((s) => s.week !== null);
export const bucketOfSeed = (
  s: { week: string | null; month: string | null },
  by: ReportGrouping,
) => (by === 'week' ? s.week : s.month);
const reached = (s: Seed, statuses: LeadStatus[]) =>
  (s.steps ?? []).some((step) => statuses.includes(step.to)) ? 1 : 0;
export const funnelOf = (seeds: Seed[]): FunnelCounts => ({
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
export const answeringOf = (seeds: Seed[]) => {
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
