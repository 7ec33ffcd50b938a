import { describe, expect, it } from 'vitest';
import { GET as track } from '@/app/api/track/route';
import { POST as postBooking } from '@/app/api/bookings/route';
import { timelineSteps } from '@/features/tracking/timeline-steps';
import { updateLead } from '@/features/leads/server/data/lead-records';
import { insertStatusChange } from '@/features/leads/server/data/lead-history';
import { findTrackedLead } from '@/features/tracking/server/data/track';
import { fakeLead, insertFakeLeads } from '../../../../tests/support/fake-leads';
import { jsonRequest, useAppStore } from '../../../../tests/support/test-app';
import { testEngines } from '../../../../tests/support/test-engines';
import { timelineOf } from './timeline';
import { sampleBooking } from '../../../../tests/support/sample-booking';

const booking = sampleBooking({ phone: '98610 45678', service: 'car-shifting' });
const day = (n: number) => `2030-03-${String(n).padStart(2, '0')}T05:00:00.000Z`;

describe.each(testEngines)('the customer’s timeline on %s', (engine) => {
  const app = useAppStore(engine);

  async function newBooking() {
    const response = await postBooking(jsonRequest('/api/bookings', booking));
    const lead = (await response.json()) as { id: string; reference: string; createdAt: string };
    return {
      ...lead,
      row: async () => (await findTrackedLead(app.db, 'booking', lead.reference))!,
    };
  }
  const change = (
    leadId: string,
    fromStatus: 'new' | 'contacted' | 'booked',
    toStatus: 'contacted' | 'booked' | 'cancelled',
    at: string,
  ) =>
    insertStatusChange(app.db, {
      leadKind: 'booking',
      leadId,
      fromStatus,
      toStatus,
      actorId: null,
      at,
    });

  it('dates each step from the status history, not from the arrival', async () => {
    const lead = await newBooking();
    await change(lead.id, 'new', 'contacted', day(2));
    await change(lead.id, 'contacted', 'booked', day(3));
    await app.db.updateTable('bookings').set({ status: 'booked' }).execute();
    const timeline = await timelineOf(app.db, 'booking', await lead.row());
    expect(timeline).toEqual([
      { status: 'new', at: lead.createdAt },
      { status: 'contacted', at: day(2) },
      { status: 'booked', at: day(3) },
    ]);
    expect(timelineSteps('booked', timeline)).toEqual([
      { status: 'new', state: 'done', at: lead.createdAt },
      { status: 'contacted', state: 'done', at: day(2) },
      { status: 'booked', state: 'current', at: day(3) },
      { status: 'done', state: 'upcoming' },
    ]);
  });

  it('shows a skipped step as passed without a date, and a cancellation after what was reached', async () => {
    const lead = await newBooking();
    await change(lead.id, 'new', 'booked', day(4));
    await change(lead.id, 'booked', 'cancelled', day(5));
    await app.db.updateTable('bookings').set({ status: 'cancelled' }).execute();
    const timeline = await timelineOf(app.db, 'booking', await lead.row());
    expect(timelineSteps('cancelled', timeline)).toEqual([
      { status: 'new', state: 'done', at: lead.createdAt },
      { status: 'booked', state: 'done', at: day(4) },
      { status: 'cancelled', state: 'current', at: day(5) },
    ]);
    expect(timelineSteps('booked', timeline.slice(0, 2))[1]).toEqual({
      status: 'contacted',
      state: 'done',
    });
  });

  it('reads only this lead’s history, and starts with the arrival when none was written', async () => {
    const lead = await newBooking();
    const other = await newBooking();
    await change(other.id, 'new', 'contacted', day(6));
    // A quote's history under the same id is another lead's.
    await insertStatusChange(app.db, {
      leadKind: 'quote',
      leadId: lead.id,
      fromStatus: 'new',
      toStatus: 'done',
      actorId: null,
      at: day(7),
    });
    expect(await timelineOf(app.db, 'booking', await lead.row())).toEqual([
      { status: 'new', at: lead.createdAt },
    ]);
    const bare = fakeLead('booking', 1, { status: 'contacted' });
    await insertFakeLeads(app.db, 'booking', [bare]);
    const row = (await findTrackedLead(app.db, 'booking', bare.reference!))!;
    expect(await timelineOf(app.db, 'booking', row)).toEqual([
      { status: 'new', at: bare.createdAt },
    ]);
  });

  it('answers GET /api/track with the date staff changed the status', async () => {
    const lead = await newBooking();
    const before = Date.now();
    await updateLead(app.db, 'booking', lead.id, { status: 'booked' }, null);
    const url = `http://localhost/api/track?reference=${lead.reference}&contact=9861045678`;
    const response = await track(
      new Request(url, { headers: { 'x-client-address': '203.0.113.9' } }),
    );
    const body = (await response.json()) as {
      status: string;
      timeline: { status: string; at: string }[];
    };
    expect(body.status).toBe('booked');
    expect(body.timeline.map((step) => step.status)).toEqual(['new', 'booked']);
    expect(body.timeline[0]!.at).toBe(lead.createdAt);
    expect(Date.parse(body.timeline[1]!.at)).toBeGreaterThanOrEqual(before - 1);
    expect(JSON.stringify(body)).not.toMatch(/actor/i);
  });
});
