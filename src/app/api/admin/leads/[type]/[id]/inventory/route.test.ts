import { describe, expect, it } from 'vitest';
import { catalogue } from '@/features/survey/content/inventory';
import { inventoryValidation as v } from '@/features/survey/content/survey';
import { todayInIndia } from '@/lib/dates';
import { adminRequest, params } from '@tests/support/admin-requests';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { GET as catalogueGet } from '@/app/api/inventory/catalogue/route';
import { PUT as trackPut } from '@/app/api/track/inventory/route';
import { GET as trackGet } from '@/app/api/track/route';
import { GET as surveyGet, PUT as surveyPut } from './route';
import { PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';

const booking = {
  name: 'Meera Das',
  email: 'meera.das@example.in',
  phone: '98610 45678',
  service: 'household-shifting',
  date: todayInIndia(),
};
const twoRooms = {
  rooms: [
    {
      name: 'Living room',
      items: [
        { itemId: 'sofa-set-5', qty: 1 },
        { itemId: 'tv-43', qty: 1 },
      ],
    },
    { name: 'Kitchen', items: [{ itemId: 'fridge-double', qty: 1 }] },
  ],
};

describe.each(testEngines)('the survey’s API on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const response = await postBooking(jsonRequest('/api/bookings', booking));
    expect(response.status).toBe(201);
    const lead = (await response.json()) as { id: string; reference: string };
    const staff = await makeUser(app.db, 'staff', { name: 'Asha Coordinator' });
    const path = `/api/admin/leads/bookings/${lead.id}/inventory`;
    const get = () =>
      surveyGet(
        adminRequest(path, { cookie: staff.token }),
        params({ type: 'bookings', id: lead.id }),
      );
    const put = (body: unknown) =>
      surveyPut(
        adminRequest(path, { method: 'PUT', body, cookie: staff.token }),
        params({ type: 'bookings', id: lead.id }),
      );
    return { lead, staff, get, put };
  }

  const customerPut = (body: unknown, address = '203.0.113.80') =>
    trackPut(
      new Request('http://localhost/api/track/inventory', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-client-address': address },
        body: JSON.stringify(body),
      }),
    );

  it('staff save a survey and read it back with its figures, who saved it and the history', async () => {
    const { get, put } = await setUp();
    const empty = await (await get()).json();
    expect(empty).toEqual({
      rooms: [],
      totalCft: 0,
      vehicle: null,
      crew: 0,
      updatedAt: null,
      updatedBy: null,
      history: [],
    });

    const saved = await put(twoRooms);
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({
      rooms: twoRooms.rooms,
      totalCft: 90 + 8 + 30,
      vehicle: { id: 'tata-ace', count: 1 },
      crew: 2,
      updatedBy: 'Asha Coordinator',
    });
    expect(body.history).toHaveLength(1);
    expect(body.history[0].by).toBe('Asha Coordinator');
    expect(await (await get()).json()).toEqual(body);
  });

  it.each([
    ['a quantity of 0', 0, 'sofa-set-5', v.qtyRange],
    ['a quantity of 10,000', 10_000, 'sofa-set-5', v.qtyRange],
    ['an unknown item', 1, 'hovercraft', v.unknownItem],
  ])('refuses %s with a clear message and stores nothing', async (_name, qty, itemId, message) => {
    const { get, put } = await setUp();
    await put(twoRooms);
    const before = await (await get()).json();
    const response = await put({
      rooms: [
        {
          name: 'Living room',
          items: [
            { itemId: 'tv-55', qty: 1 },
            { itemId, qty },
          ],
        },
      ],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'validation',
      fields: { rooms: message },
    });
    expect(await (await get()).json()).toEqual(before);
  });

  it('the largest inventory the schema allows (30 rooms, 300 lines, longest ids and names) fits the 16 KiB body limit', async () => {
    const { put } = await setUp();
    const longest = [...catalogue]
      .sort((a, b) => b.id.length - a.id.length)
      .slice(0, 10)
      .map((item) => item.id);
    const rooms = Array.from({ length: 30 }, (_, r) => ({
      name: `${String(r).padStart(2, '0')} ${'x'.repeat(37)}`,
      items: longest.map((itemId) => ({ itemId, qty: 999 })),
    }));
    expect(JSON.stringify({ rooms }).length).toBeLessThan(16 * 1024);
    const response = await put({ rooms });
    expect(response.status).toBe(200);
    expect((await response.json()).rooms).toHaveLength(30);
  });

  it('answers 401 without a session, 404 for an unknown lead and for a newsletter sign-up', async () => {
    const { lead } = await setUp();
    const path = `/api/admin/leads/bookings/${lead.id}/inventory`;
    const anonymous = await surveyPut(
      adminRequest(path, { method: 'PUT', body: twoRooms }),
      params({ type: 'bookings', id: lead.id }),
    );
    expect(anonymous.status).toBe(401);
    const staff = await makeUser(app.db, 'staff');
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const missing = await surveyGet(
      adminRequest(`/api/admin/leads/bookings/${unknown}/inventory`, { cookie: staff.token }),
      params({ type: 'bookings', id: unknown }),
    );
    expect(missing.status).toBe(404);
    const signUp = await postNewsletter(jsonRequest('/api/newsletter', { email: 'n@example.in' }));
    const { id } = await signUp.json();
    const subscriber = await surveyPut(
      adminRequest(`/api/admin/leads/subscribers/${id}/inventory`, {
        method: 'PUT',
        body: twoRooms,
        cookie: staff.token,
      }),
      params({ type: 'subscribers', id }),
    );
    expect(subscriber.status).toBe(404);
    expect(await app.db.selectFrom('leadInventories').selectAll().execute()).toEqual([]);
  });

  it('the customer edits the same list from /track: staff see "customer", the customer never sees a staff name', async () => {
    const { lead, get, put } = await setUp();
    await put(twoRooms);
    const mine = {
      reference: lead.reference.toLowerCase(),
      contact: '+91 98610 45678',
      rooms: [...twoRooms.rooms, { name: 'Bedroom 1', items: [{ itemId: 'bed-king', qty: 1 }] }],
    };
    const response = await customerPut(mine);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ totalCft: 188, updatedBy: 'customer' });
    expect(JSON.stringify(answer)).not.toContain('Asha');

    const staffView = await (await get()).json();
    expect(staffView.updatedBy).toBe('customer');
    expect(staffView.history[0]).toMatchObject({
      by: 'customer',
      changes: [
        { op: 'room-added', room: 'Bedroom 1' },
        { op: 'added', room: 'Bedroom 1', itemId: 'bed-king', qty: 1 },
      ],
    });

    // After staff change it again, /track says our team did, not who.
    await put(twoRooms);
    const url = new URL('http://localhost/api/track');
    url.searchParams.set('reference', lead.reference);
    url.searchParams.set('contact', booking.email);
    const tracked = await (
      await trackGet(new Request(url, { headers: { 'x-client-address': '203.0.113.81' } }))
    ).json();
    expect(tracked.inventory).toMatchObject({ rooms: twoRooms.rooms, updatedBy: 'staff' });
    expect(JSON.stringify(tracked)).not.toContain('Asha');
  });

  it('the customer’s save: 404 alike for a wrong contact, 400 for bad rooms, 409 once the move is closed, nothing stored', async () => {
    const { lead, staff } = await setUp();
    const wrong = await customerPut({
      reference: lead.reference,
      contact: '98000 00000',
      ...twoRooms,
    });
    expect(wrong.status).toBe(404);
    const bad = await customerPut({
      reference: lead.reference,
      contact: booking.email,
      rooms: [{ name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 0 }] }],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ rooms: v.qtyRange });

    const closed = await patchLead(
      adminRequest(`/api/admin/leads/bookings/${lead.id}`, {
        method: 'PATCH',
        body: { status: 'cancelled' },
        cookie: staff.token,
      }),
      params({ type: 'bookings', id: lead.id }),
    );
    expect(closed.status).toBe(200);
    const late = await customerPut({
      reference: lead.reference,
      contact: booking.email,
      ...twoRooms,
    });
    expect(late.status).toBe(409);
    expect(await app.db.selectFrom('leadInventories').selectAll().execute()).toEqual([]);
  });

  it('the customer’s saves count against the look-up’s rate limit', async () => {
    const { lead } = await setUp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await customerPut(
            { reference: lead.reference, contact: booking.email, ...twoRooms },
            '203.0.113.99',
          )
        ).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('GET /api/inventory/catalogue gives the items and vehicles, cacheable', async () => {
    const response = await catalogueGet(new Request('http://localhost/api/inventory/catalogue'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const body = await response.json();
    expect(body.items.length).toBeGreaterThanOrEqual(80);
    expect(body.items[0]).toEqual({
      id: 'bed-single',
      name: expect.any(String),
      category: 'bedroom',
      cft: 25,
      fragile: false,
    });
    expect(body.vehicles.map((v: { id: string }) => v.id)).toContain('container-32ft');
  });
});
