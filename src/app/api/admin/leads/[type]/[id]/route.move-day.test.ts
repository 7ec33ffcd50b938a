import { describe, expect, it } from 'vitest';
import { moveDayTexts } from '@/features/move-day/content';
import { todayInIndia } from '@/lib/dates';
import { adminDayView } from '@/features/move-day/server/day-view';
import { adminJobSheet } from '@/features/move-day/server/job-sheet';
import { staffOf } from '@/features/people/server/guard';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { adminRequest, params } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { DELETE as deleteLead, GET as getLead, PATCH as patchLead } from './route';

const plan = {
  slot: '09:00',
  vehicle: 'truck-14ft',
  crew: { count: 4, names: 'Ramesh, Suresh' },
  driver: { name: 'Raju', phone: '98610 45678' },
  crewNotes: 'Lift booked 9–12; park at gate 2.',
  confirmed: false,
};

describe.each(testEngines)('a booking’s move day on %s', (engine) => {
  const app = useAppStore(engine);
  const today = todayInIndia();

  async function setUp() {
    const staff = await makeUser(app.db, 'staff', { name: 'Asha Coordinator' });
    const early = fakeLead('booking', 1, { status: 'booked', moveDate: today, pickupCity: 'Pune' });
    const late = fakeLead('booking', 2, { status: 'booked', moveDate: today });
    const contact = fakeLead('contact', 3);
    await insertFakeLeads(app.db, 'booking', [early, late]);
    await insertFakeLeads(app.db, 'contact', [contact]);
    const patch = (type: string, id: string, body: unknown) =>
      patchLead(
        adminRequest(`/api/admin/leads/${type}/${id}`, {
          method: 'PATCH',
          body,
          cookie: staff.token,
        }),
        params({ type, id }),
      );
    return { staff, early, late, contact, patch };
  }

  it('stores slot, truck, crew, driver, notes and confirmed; GET gives it back; the audit names it', async () => {
    const { early, patch, staff } = await setUp();
    const response = await patch('bookings', early.id, { ...plan, status: 'booked' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.moveDay).toMatchObject({
      slot: '09:00',
      vehicle: 'truck-14ft',
      crew: { count: 4, names: 'Ramesh, Suresh' },
      driver: { name: 'Raju', phone: '+919861045678' },
      crewNotes: plan.crewNotes,
      confirmed: false,
      updatedBy: 'Asha Coordinator',
    });
    // A field left out stays; confirming alone changes only that.
    expect((await patch('bookings', early.id, { confirmed: true })).status).toBe(200);
    const read = await getLead(
      adminRequest(`/api/admin/leads/bookings/${early.id}`, { cookie: staff.token }),
      params({ type: 'bookings', id: early.id }),
    );
    expect((await read.json()).moveDay).toMatchObject({ slot: '09:00', confirmed: true });
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('action', '=', 'move-day')
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => entry.detail)).toEqual([
      '9–11 am · 14 ft truck · 4 people · driver Raju · not confirmed',
      '9–11 am · 14 ft truck · 4 people · driver Raju · confirmed',
    ]);
  });

  it.each([
    [{ slot: '08:30' }, 'slot', moveDayTexts.slot],
    [{ vehicle: 'bullock-cart' }, 'vehicle', moveDayTexts.vehicle],
    [{ crew: { count: 0 } }, 'crew', moveDayTexts.crewCount],
    [{ crew: { count: 2.5 } }, 'crew', moveDayTexts.crewCount],
    [{ driver: { name: null, phone: '98610 45678' } }, 'driver', moveDayTexts.driverName],
    [{ confirmed: 'yes' }, 'confirmed', moveDayTexts.confirmedType],
  ])(
    'refuses %j with a message for %s, storing nothing (not even the status)',
    async (bad, field, message) => {
      const { early, patch } = await setUp();
      const response = await patch('bookings', early.id, { status: 'done', ...bad });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.fields[field]).toBe(message);
      expect(await app.db.selectFrom('movePlans').selectAll().execute()).toEqual([]);
      const row = await app.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', early.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('booked');
    },
  );

  it('refuses a move day on a contact message (400) and changes nothing', async () => {
    const { contact, patch } = await setUp();
    const response = await patch('contacts', contact.id, { status: 'done', slot: '09:00' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.form).toBe(moveDayTexts.onlyBookings);
    const row = await app.db
      .selectFrom('contactMessages')
      .select('status')
      .where('id', '=', contact.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(contact.status);
  });

  it('lists the day’s moves in time order with the plan; unplanned and unconfirmed ones say so', async () => {
    const { early, late, patch, staff } = await setUp();
    // The later-booked move gets the earlier slot: it comes first.
    await patch('bookings', late.id, { slot: '07:00', confirmed: true });
    await patch('bookings', early.id, { slot: '13:00', vehicle: 'tata-ace' });
    const day = await adminDayView(
      await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${staff.token}` })),
    );
    const moves = day.agenda[0]!.moves;
    expect(moves.map((move) => [move.reference, move.plan.slot, move.plan.confirmed])).toEqual([
      [late.reference, '07:00', true],
      [early.reference, '13:00', false],
    ]);
    expect(moves[1]).toMatchObject({ pickupCity: 'Pune', service: 'household-shifting' });
  });

  it('makes a job sheet with the customer, the plan and the message; a plan goes with an erased booking', async () => {
    const { early, patch, staff } = await setUp();
    await patch('bookings', early.id, plan);
    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${staff.token}` }));
    const sheet = await adminJobSheet(member, early.id);
    expect(sheet).toMatchObject({
      reference: early.reference,
      phone: early.phone,
      plan: { slot: '09:00', crewNotes: plan.crewNotes },
      load: null,
      balancePaise: null,
      message: early.message,
    });
    const owner = await makeUser(app.db, 'owner');
    const gone = await deleteLead(
      adminRequest(`/api/admin/leads/bookings/${early.id}`, {
        method: 'DELETE',
        cookie: owner.token,
      }),
      params({ type: 'bookings', id: early.id }),
    );
    expect(gone.status).toBe(204);
    expect(await app.db.selectFrom('movePlans').selectAll().execute()).toEqual([]);
  });
});
