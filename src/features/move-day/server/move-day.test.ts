import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { signIn } from '@/features/people/server/sign-in';
import { adminRequest, params } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { GET as listLeads } from '@/app/api/admin/leads/route';
import { DELETE as deleteLead, PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { POST as postMilestone } from '@/app/api/admin/leads/[type]/[id]/milestones/route';
import { GET as track } from '@/app/api/track/route';
import { POST as postCollection } from '@/app/api/admin/leads/[type]/[id]/collections/route';
import { staffOf } from '@/features/people/server/guard';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { milestoneErrors } from '../content';
import { crewSheet } from './sheet';

const PHONE = '+919861045678';
const shift = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T12:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

describe.each(testEngines)('the move day on the crew’s phone on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const owner = await makeUser(app.db, 'owner');
    const staff = await makeUser(app.db, 'staff');
    const crew = await makeUser(app.db, 'crew', { name: 'Kiran Crew', email: null, phone: PHONE });
    const today = fakeLead('booking', 1, { status: 'booked', moveDate: todayInIndia() });
    const later = fakeLead('booking', 2, { status: 'booked', moveDate: shift(5) });
    const other = fakeLead('booking', 3, { status: 'booked', moveDate: todayInIndia() });
    await insertFakeLeads(app.db, 'booking', [later, today, other]);
    const patch = (id: string, body: unknown, token = staff.token) =>
      patchLead(
        adminRequest(`/api/admin/leads/bookings/${id}`, { method: 'PATCH', body, cookie: token }),
        params({ type: 'bookings', id }),
      );
    const step = (id: string, body: unknown, token = crew.token, key?: string) =>
      postMilestone(
        adminRequest(`/api/admin/leads/bookings/${id}/milestones`, {
          method: 'POST',
          body,
          cookie: token,
          headers: key ? { 'idempotency-key': key } : undefined,
        }),
        params({ type: 'bookings', id }),
      );
    const list = (query: string, token = crew.token) =>
      listLeads(adminRequest(`/api/admin/leads?${query}`, { cookie: token }));
    return { owner, staff, crew, today, later, other, patch, step, list };
  }

  it('a crew member signs in with a mobile number and sees only their moves, today first', async () => {
    const { crew, today, later, patch, list } = await setUp();
    const signedIn = await signIn(
      app.db,
      { phone: PHONE, password: 'a-long-test-password' },
      '203.0.113.9',
    );
    expect(signedIn).toMatchObject({ ok: true, userId: crew.id });
    for (const lead of [later, today]) {
      const response = await patch(lead.id, { crew: { count: 3, memberIds: [crew.id] } });
      expect(response.status).toBe(200);
      expect((await response.json()).moveDay.crew.memberIds).toEqual([crew.id]);
    }
    const mine = await list('type=bookings&crew=me');
    expect(mine.status).toBe(200);
    const { items } = await mine.json();
    expect(items.map((item: { id: string }) => item.id)).toEqual([today.id, later.id]);
    expect(items[0]).toMatchObject({ next: 'arrived', reference: today.reference });
    expect(JSON.stringify(items)).not.toContain(today.email);
    // Any other list, and any list with a junk query, is refused before it is read.
    for (const query of ['type=bookings', 'type=all', 'type=nope', 'type=quotes&crew=me'])
      expect((await list(query)).status, query).toBe(403);
    // Someone who is not a person, or a disabled one, cannot be put on a crew.
    const unknown = await patch(today.id, {
      crew: { count: 3, memberIds: ['00000000-0000-4000-8000-00000000dead'] },
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields.crew).toBe(milestoneErrors.memberUnknown);
  });

  it('records the steps in order, with who and when; refuses others; /track and the emails follow', async () => {
    const { crew, today, other, patch, step } = await setUp();
    await patch(today.id, { crew: { count: 2, memberIds: [crew.id] } });
    // Not on that move's crew: refused, whether or not the move exists.
    expect((await step(other.id, { kind: 'arrived' })).status).toBe(403);
    const out = await step(today.id, { kind: 'loaded', expectedDeliveryOn: shift(3) });
    expect(out.status).toBe(409);
    expect((await out.json()).error.message).toBe(milestoneErrors.outOfOrder('loaded', 'arrived'));
    const arrived = await step(
      today.id,
      { kind: 'arrived', note: 'Lift booked.' },
      crew.token,
      'k'.repeat(24),
    );
    expect(arrived.status).toBe(201);
    const first = await arrived.json();
    expect(first).toMatchObject({ kind: 'arrived' });
    // The phone sends it again after a lost answer: the same step, nothing new.
    const again = await step(
      today.id,
      { kind: 'arrived', note: 'Lift booked.' },
      crew.token,
      'k'.repeat(24),
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
    expect((await step(today.id, { kind: 'arrived' })).status).toBe(409);
    expect((await step(today.id, { kind: 'packed' })).status).toBe(201);
    // Loaded needs the expected delivery day, not before today.
    const noDay = await step(today.id, { kind: 'loaded' });
    expect(noDay.status).toBe(400);
    expect((await noDay.json()).error.fields.expectedDeliveryOn).toBe(
      milestoneErrors.deliveryNeeded,
    );
    expect((await step(today.id, { kind: 'loaded', expectedDeliveryOn: shift(-1) })).status).toBe(
      400,
    );
    expect((await step(today.id, { kind: 'packed', expectedDeliveryOn: shift(2) })).status).toBe(
      400,
    );
    expect((await step(today.id, { kind: 'loaded', expectedDeliveryOn: shift(3) })).status).toBe(
      201,
    );
    for (const kind of ['in-transit', 'reached', 'delivered'])
      expect((await step(today.id, { kind })).status, kind).toBe(201);
    expect((await step(today.id, { kind: 'delivered' })).status).toBe(409);

    const audit = await app.db
      .selectFrom('auditLog')
      .select(['actorName', 'detail'])
      .where('action', '=', 'milestone')
      .orderBy('at')
      .execute();
    expect(audit).toHaveLength(6);
    expect(audit[2]).toEqual({
      actorName: 'Kiran Crew',
      detail: `Loaded · delivery expected ${shift(3)}`,
    });

    // The customer: two emails (loaded, delivered) through the outbox, once each.
    const emails = (
      await app.db
        .selectFrom('outbox')
        .select(['message'])
        .where('dedupeKey', 'like', `customer:milestone-%:${today.id}`)
        .orderBy('createdAt')
        .execute()
    ).map((row) => JSON.parse(row.message) as { subject: string; to: string; text: string });
    expect(emails.map((e) => e.subject)).toEqual([
      `Your things are loaded: ${today.reference}`,
      `Your things are delivered: ${today.reference}`,
    ]);
    expect(emails[0]!.to).toBe(today.email);
    expect(emails[0]!.text).not.toContain(today.name);

    // /track: every step with its time, the expected day, never the crew's names.
    const url = new URL('http://localhost/api/track');
    url.searchParams.set('reference', today.reference);
    url.searchParams.set('contact', today.phone);
    const tracked = await track(
      new Request(url, { headers: { 'x-client-address': '203.0.113.7' } }),
    );
    expect(tracked.status).toBe(200);
    const body = await tracked.json();
    expect(body.milestones.map((m: { kind: string }) => m.kind)).toEqual([
      'arrived',
      'packed',
      'loaded',
      'in-transit',
      'reached',
      'delivered',
    ]);
    expect(body.expectedDeliveryOn).toBe(shift(3));
    expect(JSON.stringify(body)).not.toContain('Kiran');
  });

  it('refuses "done" before the move day (409 naming it); the owner may force it with a reason, audited', async () => {
    const { owner, later, patch } = await setUp();
    const early = await patch(later.id, { status: 'done' });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toContain('on ');
    expect(
      (await patch(later.id, { status: 'done', force: true, reason: 'Moved early' })).status,
    ).toBe(403);
    expect((await patch(later.id, { status: 'done', force: true }, owner.token)).status).toBe(400);
    const forced = await patch(
      later.id,
      { status: 'done', force: true, reason: 'Customer moved two days early' },
      owner.token,
    );
    expect(forced.status).toBe(200);
    expect((await forced.json()).status).toBe('done');
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['detail'])
      .where('action', '=', 'status-forced')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toContain('Customer moved two days early');
  });

  it('the crew records the cash collected on its move, once per key; its sheet shows no email or prices', async () => {
    const { crew, today, other, patch } = await setUp();
    await patch(today.id, { crew: { count: 2, memberIds: [crew.id] } });
    const collect = (id: string, body: unknown, key: string) =>
      postCollection(
        adminRequest(`/api/admin/leads/bookings/${id}/collections`, {
          method: 'POST',
          body,
          cookie: crew.token,
          headers: { 'idempotency-key': key },
        }),
        params({ type: 'bookings', id }),
      );
    const cash = { amountPaise: 500_000, mode: 'cash' };
    expect((await collect(other.id, cash, 'c-1')).status).toBe(403);
    const first = await collect(today.id, cash, 'c-2');
    expect(first.status).toBe(201);
    const { id } = await first.json();
    const again = await collect(today.id, cash, 'c-2');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe(id);
    expect((await collect(today.id, { amountPaise: 100, mode: 'card' }, 'c-3')).status).toBe(400);
    const rows = await app.db.selectFrom('payments').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'balance',
      mode: 'cash',
      amountPaise: 500_000,
      recordedByName: 'Kiran Crew',
      receivedOn: todayInIndia(),
    });

    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${crew.token}` }));
    const sheet = await crewSheet(member, today.id);
    expect(sheet).toMatchObject({
      reference: today.reference,
      next: 'arrived',
      paidPaise: 500_000,
    });
    expect(JSON.stringify(sheet)).not.toContain(today.email);
    await expect(crewSheet(member, other.id)).rejects.toThrow('forbidden');
  });

  it('erases the crew, steps and step emails with the lead (on request)', async () => {
    const { owner, crew, today, patch, step } = await setUp();
    await patch(today.id, { crew: { count: 2, memberIds: [crew.id] } });
    await step(today.id, { kind: 'arrived' });
    await step(today.id, { kind: 'packed' });
    await step(today.id, { kind: 'loaded', expectedDeliveryOn: shift(2) });
    const gone = await deleteLead(
      adminRequest(`/api/admin/leads/bookings/${today.id}`, {
        method: 'DELETE',
        cookie: owner.token,
      }),
      params({ type: 'bookings', id: today.id }),
    );
    expect(gone.status).toBe(204);
    for (const table of ['moveCrew', 'moveMilestones'] as const)
      expect(await app.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    const emails = await app.db
      .selectFrom('outbox')
      .select('id')
      .where('dedupeKey', 'like', `customer:milestone-%:${today.id}`)
      .execute();
    expect(emails).toEqual([]);
  });
});
