import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import type { Database } from '@/server/db/schema';
import { fakeLead } from '../../../../../tests/support/fake-leads';
import { useAppStore } from '../../../../../tests/support/test-app';
import { testEngines } from '../../../../../tests/support/test-engines';
import { deleteLead, updateLead } from './lead-records';
import { insertLeadColumns } from './leads';
import { type FormColumns } from './lead-columns';
import { insertLeadSource } from './lead-sources';
import { REACHED_BITS as REACHED } from '@/features/reports/figures';
import { fillLeadSummaries } from '@/server/db/migrations/lead-summaries-fill';
import { insertQuotation } from '@/features/quotation/server/data/quotations';
import { markSent } from '@/features/quotation/server/data/quotation-events';

const ist = (local: string) => new Date(`${local}:00+05:30`);

/** A lead written by the lead core's own insert, at the given India time. */
async function arrive<K extends LeadKind>(
  db: Kysely<Database>,
  kind: K,
  at: string,
  overrides: Record<string, unknown> = {},
) {
  vi.setSystemTime(ist(at));
  const fake = fakeLead(kind, 1, overrides as never) as Record<string, unknown>;
  const columns = Object.fromEntries(
    (LEAD_KINDS[kind].fields as readonly string[])
      .filter((field) => !['reference', 'createdAt', 'status', 'language'].includes(field))
      .map((field) => [field, fake[field] ?? null]),
  ) as FormColumns<K>;
  const { lead } = await insertLeadColumns(db, kind, columns);
  return lead;
}

async function change(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  at: string,
  status: string,
) {
  vi.setSystemTime(ist(at));
  await updateLead(db, kind, id, { status: status as never }, null);
}

const summaries = (db: Kysely<Database>) =>
  db.selectFrom('leadSummaries').selectAll().orderBy('leadKind').orderBy('leadId').execute();

describe.each(testEngines)('the per-lead summaries the figures read, on %s', (engine) => {
  const app = useAppStore(engine);
  afterEach(() => vi.useRealTimers());

  it('are kept as leads arrive, are answered, move on, are quoted and erased, and equal the ones worked out from the tables', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = app.db;
    // Monday: a booking from a Google ad, answered 45 office minutes later, booked and quoted.
    const booking = await arrive(db, 'booking', '2026-11-23T10:00');
    await insertLeadSource(
      db,
      { kind: 'booking', id: booking.id, createdAt: booking.createdAt },
      { label: 'google', utmSource: 'google', device: 'phone' },
    );
    await change(db, 'booking', booking.id, '2026-11-23T10:45', 'contacted');
    await change(db, 'booking', booking.id, '2026-11-23T11:00', 'booked');
    const quoted = await insertQuotation(db, {
      leadKind: 'booking',
      leadId: booking.id,
      token: 'summary-token',
      content: { lines: [], discountPaise: 0, advancePaise: 0, validUntil: '2026-12-10' },
      actorName: null,
    });
    await markSent(db, quoted!.quotation.id, 1, 'emailed', null);
    // Saturday 18:50: a call, cancelled on Monday at 09:15 — ten minutes before closing, none
    // on Sunday, fifteen after opening.
    const call = await arrive(db, 'contact', '2026-11-21T18:50', { channel: 'phone' });
    await change(db, 'contact', call.id, '2026-11-23T09:15', 'cancelled');
    // Unanswered, then erased; and a sign-up nobody answers.
    const erased = await arrive(db, 'quote', '2026-11-23T12:00');
    const subscriber = await arrive(db, 'subscriber', '2026-11-23T12:30');

    const byId = async () => new Map((await summaries(db)).map((row) => [row.leadId, row]));
    const kept = await byId();
    expect(kept.get(booking.id)).toMatchObject({
      createdDay: '2026-11-23',
      source: 'google',
      reached: REACHED.contacted | REACHED.booked | REACHED.quoted,
      answeredAt: ist('2026-11-23T10:45').toISOString(),
      waitMinutes: 45,
    });
    expect(kept.get(call.id)).toMatchObject({
      createdDay: '2026-11-21',
      source: 'channel:phone',
      reached: REACHED.cancelled,
      waitMinutes: 25,
    });
    expect(kept.get(erased.id)).toMatchObject({ reached: 0, answeredAt: null, waitMinutes: null });
    expect(kept.get(subscriber.id)).toMatchObject({ source: null, reached: 0 });

    await deleteLead(db, 'quote', erased.id);
    const before = await summaries(db);
    expect(before.map((row) => row.leadId)).not.toContain(erased.id);
    expect(before).toHaveLength(3);

    // Migration 020's fill from the tables gives the same rows.
    await db.deleteFrom('leadSummaries').execute();
    await fillLeadSummaries(db);
    expect(await summaries(db)).toEqual(before);
  });
});
