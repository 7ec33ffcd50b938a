// npm run bench:reports: the owner's figures (/admin/reports) for a year of 100,000 leads
// (BENCH_ROWS of each of the four kinds, 25,000 by default), with their status history, sources,
// quotations, payments and invoices, on a temporary SQLite file and (with TEST_DATABASE_URL or
// BENCH_DATABASE_URL) a temporary PostgreSQL schema. Goal: the page's data in ≤ 300 ms.
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { CANCEL_REASONS } from '../../src/features/leads/content/cancel-reasons';
import { officeHours } from '../../src/settings/office-hours';
import { overdueBefore } from '../../src/lib/office-hours';
import { LEAD_KIND_KEYS, LEAD_KINDS } from '../../src/features/leads/lead-kinds';
import { type LeadKind } from '../../src/features/leads/lead-types';
import { reportTables } from '../../src/features/reports/tables';
import { buildReport, REQUEST_KINDS } from '../../src/features/reports/figures';
import { periodRange } from '../../src/features/reports/period';
import { fillLeadSummaries } from '../../src/server/db/migrations/lead-summaries-fill';
import {
  cancellationDays,
  leadBuckets,
  moneyDays,
  waitCounts,
} from '../../src/features/reports/server/data/reports';
import { reportOf } from '../../src/features/reports/server/reports';
import type { Database } from '../../src/server/db/schema';
import { fakeLead, insertFakeLeads } from '../../tests/support/fake-leads';
import { createTestStore, type TestStore } from '../../tests/support/test-engines';

const ROWS = Number(process.env.BENCH_ROWS ?? 25_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const CHUNK = 500;
const YEAR_START = Date.parse('2025-11-24T00:00:00+05:30');
const YEAR_MS = 364 * 86_400_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
const NOW = new Date('2026-11-23T06:00:00Z');

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Rows<T>) {
  for (let start = 0; start < rows.length; start += CHUNK)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
}

/** A year of one kind's leads, and what happened to them, written straight to the tables. */
async function seedKind(db: Kysely<Database>, kind: LeadKind) {
  const isRequest = kind !== 'subscriber';
  const leads: ReturnType<typeof fakeLead>[] = [];
  const history: Rows<'leadStatusHistory'> = [];
  const sources: Rows<'leadSources'> = [];
  const quotations: Rows<'quotations'> = [];
  const versions: Rows<'quotationVersions'> = [];
  const payments: Rows<'payments'> = [];
  const documents: Rows<'documents'> = [];
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let i = 0; i < ROWS; i++) {
    const created = YEAR_START + Math.floor((i * YEAR_MS) / ROWS);
    const fate = i % 10;
    const channel = isRequest && i % 8 === 3 ? 'phone' : null;
    const id = randomUUID();
    const status = !isRequest
      ? 'new'
      : fate === 0
        ? 'done'
        : fate < 3
          ? 'booked'
          : fate === 8
            ? 'cancelled'
            : fate < 7
              ? 'contacted'
              : 'new';
    leads.push(
      fakeLead(kind, i, {
        id,
        reference: `${LEAD_KINDS[kind].referencePrefix}-${String(i).padStart(6, '0')}`,
        createdAt: iso(created),
        status,
        ...(isRequest ? { channel } : {}),
      }),
    );
    const step = (from: string | null, to: string, at: number, reason: string | null = null) =>
      history.push({
        id: randomUUID(),
        leadKind: kind,
        leadId: id,
        fromStatus: from as never,
        toStatus: to as never,
        at: iso(at),
        actorId: null,
        reason: reason as never,
      });
    step(null, 'new', created);
    if (isRequest && fate !== 7 && fate !== 9) {
      const contacted = created + (5 + (i % 180)) * MINUTE;
      if (fate === 8)
        step('new', 'cancelled', contacted, CANCEL_REASONS[i % CANCEL_REASONS.length]!);
      else step('new', 'contacted', contacted);
      if (fate < 3) step('contacted', 'booked', contacted + 2 * DAY);
      if (fate === 0) step('booked', 'done', contacted + 10 * DAY);
    }
    if (i % 8 !== 3 && i % 8 !== 7)
      sources.push({
        leadKind: kind,
        leadId: id,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        referrer: null,
        landing: '/',
        device: 'phone',
        label: ['google', 'facebook', 'direct', 'justdial.com', 'flyer', 'sulekha.com'][i % 6]!,
        createdAt: iso(created),
      });
    if ((kind === 'booking' || kind === 'quote') && fate < 4) {
      const quotationId = randomUUID();
      const sent = created + DAY;
      quotations.push({
        id: quotationId,
        leadKind: kind,
        leadId: id,
        token: randomUUID(),
        latestVersion: 1,
        createdAt: iso(sent),
      });
      versions.push({
        quotationId,
        version: 1,
        lines: '[]',
        subtotalPaise: 2_500_000,
        gstPaise: 450_000,
        discountPaise: 0,
        totalPaise: 2_950_000,
        advancePaise: 500_000,
        validUntil: iso(sent + 7 * DAY).slice(0, 10),
        createdAt: iso(sent),
        updatedAt: iso(sent),
        updatedByName: 'Owner',
        sentAt: iso(sent),
        openedAt: null,
        acceptedAt: fate < 3 ? iso(sent + DAY) : null,
        acceptedName: fate < 3 ? 'Customer' : null,
      });
    }
    if (kind === 'booking' && fate < 3) {
      const paid = (payKind: 'advance' | 'balance' | 'refund', paise: number, at: number) =>
        payments.push({
          id: randomUUID(),
          leadKind: kind,
          leadId: id,
          kind: payKind,
          amountPaise: paise,
          mode: 'upi',
          reference: null,
          receivedOn: iso(at + 330 * MINUTE).slice(0, 10),
          reason: payKind === 'refund' ? 'Bench refund' : null,
          recordedBy: 'bench',
          recordedByName: 'Owner',
          createdAt: iso(at),
        });
      paid('advance', 500_000, created + 3 * DAY);
      if (fate === 0) paid('balance', 2_450_000, created + 12 * DAY);
      if (i % 50 === 0) paid('refund', -100_000, created + 13 * DAY);
    }
    if (kind === 'booking' && fate === 0) {
      const issue = (docKind: 'invoice' | 'credit-note', at: number) =>
        documents.push({
          id: randomUUID(),
          leadKind: kind,
          leadId: id,
          kind: docKind,
          number: `${docKind}-${i}`,
          financialYear: '2026-27',
          serial: i,
          paymentId: null,
          citesId: null,
          snapshot: JSON.stringify({ kind: docKind, figures: { totalPaise: 2_950_000 } }),
          issuedAt: iso(at),
          issuedBy: 'bench',
          issuedByName: 'Owner',
        });
      issue('invoice', created + 11 * DAY);
      if (i % 100 === 0) issue('credit-note', created + 14 * DAY);
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertFakeLeads(trx, kind, leads);
    await insertAll(trx, 'leadStatusHistory', history);
    await insertAll(trx, 'leadSources', sources);
    await insertAll(trx, 'quotations', quotations);
    await insertAll(trx, 'quotationVersions', versions);
    await insertAll(trx, 'payments', payments);
    await insertAll(trx, 'documents', documents);
  });
  return leads.length + history.length + sources.length + versions.length + payments.length;
}

async function time(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { 'median ms': +at(0.5).toFixed(1), 'max ms': +at(1).toFixed(1) };
}

async function bench(engine: 'sqlite' | 'postgres') {
  const store: TestStore = await createTestStore(engine);
  try {
    const { db } = store.handle;
    console.log(`\n${engine}: seeding ${ROWS.toLocaleString('en-IN')} leads of each of 4 kinds…`);
    const started = performance.now();
    let rows = 0;
    for (const kind of LEAD_KIND_KEYS) rows += await seedKind(db, kind);
    // The tables are written directly: their summaries as migration 020 fills them.
    const filling = performance.now();
    await fillLeadSummaries(db);
    console.log(`summaries filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    if (engine === 'postgres') await sql`vacuum analyze`.execute(db);
    else await sql`analyze`.execute(db);
    console.log(
      `seeded ${rows.toLocaleString('en-IN')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const year = { from: '2025-11-24', to: '2026-11-22' };
    const results: Record<string, Record<string, number>> = {};
    for (const by of ['week', 'month'] as const) {
      const period = { ...year, by };
      const report = await reportOf(db, engine, period, NOW);
      const leads = report.kinds.reduce((n, row) => n + row.total, 0);
      results[`a year by ${by} (${leads.toLocaleString('en-IN')} leads)`] = await time(async () =>
        reportTables(await reportOf(db, engine, period, NOW)),
      );
    }
    // Where the time goes: each query alone, and the fold.
    const range = { ...periodRange(year), fromDay: year.from, toDay: year.to };
    const rule = {
      unansweredBefore: overdueBefore(NOW).toISOString(),
      answerWithinMinutes: officeHours.answerWithinMinutes,
    };
    const parts = {
      'part: leads per week, kind, source, reached': () =>
        leadBuckets(db, engine, range, 'week', rule),
      'part: waits per week': () => waitCounts(db, engine, range, 'week', REQUEST_KINDS),
      'part: money per day': () => moneyDays(db, engine, range),
      'part: cancellations per day': () => cancellationDays(db, engine, range),
    };
    for (const [label, run] of Object.entries(parts)) results[label] = await time(run);
    const [buckets, waits] = await Promise.all([
      parts['part: leads per week, kind, source, reached'](),
      parts['part: waits per week'](),
    ]);
    results[`part: the fold (${buckets.length} + ${waits.length} rows)`] = await time(async () =>
      buildReport({
        period: { ...year, by: 'week' },
        leadBuckets: buckets,
        waits,
        moneyDays: [],
        cancellationDays: [],
      }),
    );
    const figures = await reportOf(db, engine, { ...year, by: 'week' }, NOW);
    results['part: the tables'] = await time(async () => reportTables(figures));
    results['the default 12 weeks'] = await time(async () =>
      reportTables(
        await reportOf(db, engine, { from: '2026-09-01', to: '2026-11-22', by: 'week' }, NOW),
      ),
    );
    console.table(results);
  } finally {
    await store.drop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) await bench('sqlite');
if (!engines.includes('postgres')) {
  // Only the engine asked for.
} else if (pgUrl) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await bench('postgres');
} else {
  console.log(
    '\nPostgreSQL skipped: set TEST_DATABASE_URL (or BENCH_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test',
  );
}
