import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { adminRequest, params } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { POST as postMilestone } from '@/app/api/admin/leads/[type]/[id]/milestones/route';
import { GET as track } from '@/app/api/track/route';
import { staffOf } from '@/features/people/server/guard';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { milestoneErrors } from '../content';
import { crewSheet } from './sheet';

describe.each(testEngines)('where each step was recorded on %s', (engine) => {
  const app = useAppStore(engine);

  it('keeps the phone’s position with the step for staff, refuses a bad one, never shows it on /track', async () => {
    const crew = await makeUser(app.db, 'crew', { email: null });
    const move = fakeLead('booking', 1, { status: 'booked', moveDate: todayInIndia() });
    await insertFakeLeads(app.db, 'booking', [move]);
    await app.db.insertInto('moveCrew').values({ bookingId: move.id, userId: crew.id }).execute();
    const step = (body: unknown) =>
      postMilestone(
        adminRequest(`/api/admin/leads/bookings/${move.id}/milestones`, {
          method: 'POST',
          body,
          cookie: crew.token,
        }),
        params({ type: 'bookings', id: move.id }),
      );
    const bad = await step({ kind: 'arrived', location: { latitude: 200, longitude: 85.8 } });
    expect(bad.status).toBe(400);
    expect(Object.values((await bad.json()).error.fields)).toContain(milestoneErrors.location);
    const here = { latitude: 20.2961, longitude: 85.8245, accuracy: 18.5 };
    expect((await step({ kind: 'arrived', location: here })).status).toBe(201);
    expect((await step({ kind: 'packed' })).status).toBe(201);

    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${crew.token}` }));
    const sheet = await crewSheet(member, move.id);
    expect(sheet?.milestones.map((m) => m.location)).toEqual([
      { latitude: 20.2961, longitude: 85.8245, accuracyM: 18.5 },
      null,
    ]);
    const url = new URL('http://localhost/api/track');
    url.searchParams.set('reference', move.reference);
    url.searchParams.set('contact', move.phone);
    const tracked = await track(
      new Request(url, { headers: { 'x-client-address': '203.0.113.9' } }),
    );
    const text = await tracked.text();
    expect(text).toContain('arrived');
    expect(text).not.toContain('20.2961');
  });
});
