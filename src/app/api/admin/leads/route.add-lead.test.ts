import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addLeadTexts as t } from '@/features/leads/content/add-lead';
import { validationMessages as m } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import { adminRequest, params } from '@tests/support/admin-requests';
import { settleMail } from '@tests/support/settle-mail';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { startSmtpServer } from '@tests/support/test-smtp';
import { makeUser } from '@tests/support/test-users';
import { GET as getLead } from './[type]/[id]/route';
import { POST as addLead } from './route';

/** A call: who and their number, nothing else. */
const call = { kind: 'booking', channel: 'phone', name: 'Suresh Behera', phone: '98610 45678' };

describe.each(testEngines)('POST /api/admin/leads (a lead entered by hand) on %s', (engine) => {
  const app = useAppStore(engine);
  const post = (body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) =>
    addLead(adminRequest('/api/admin/leads', { method: 'POST', body, ...init }));
  const stored = async () => ({
    bookings: await app.db.selectFrom('bookings').selectAll().execute(),
    quotes: await app.db.selectFrom('quoteRequests').selectAll().execute(),
    contacts: await app.db.selectFrom('contactMessages').selectAll().execute(),
  });
  const nothingStored = async () =>
    expect(await stored()).toEqual({ bookings: [], quotes: [], contacts: [] });

  it('refuses without a session (401) and from another site’s page (403), storing nothing', async () => {
    expect((await post(call)).status).toBe(401);
    expect((await post(call, { cookie: 'forged' })).status).toBe(401);
    const staff = await makeUser(app.db, 'staff');
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite)
      expect((await post(call, { cookie: staff.token, headers })).status).toBe(403);
    await nothingStored();
  });

  it('stores a booking from a name and a phone alone: nothing else made up, the channel kept, history and audit by the staff member', async () => {
    const staff = await makeUser(app.db, 'staff', { name: 'Asha Coordinator' });
    const response = await post(call, { cookie: staff.token });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'reference']);
    expect(body.reference).toMatch(/^BK-[2-9A-HJKMNP-Z]{6}$/);
    const [row] = (await stored()).bookings;
    expect(row).toMatchObject({
      id: body.id,
      name: 'Suresh Behera',
      phone: '+919861045678',
      email: null,
      service: null,
      moveDate: null,
      message: null,
      pickupCity: null,
      channel: 'phone',
      status: 'new',
    });
    const history = await app.db.selectFrom('leadStatusHistory').selectAll().execute();
    expect(history).toMatchObject([{ leadId: body.id, toStatus: 'new', actorId: staff.id }]);
    const audit = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'lead-added')
      .execute();
    expect(audit).toMatchObject([{ actorId: staff.id, target: body.reference, detail: 'phone' }]);
    const view = await getLead(
      adminRequest(`/api/admin/leads/bookings/${body.id}`, { cookie: staff.token }),
      params({ type: 'bookings', id: body.id }),
    );
    expect(await view.json()).toMatchObject({ channel: 'phone', phone: '+919861045678' });
  });

  it('fills each kind’s own columns from what was said', async () => {
    const staff = await makeUser(app.db, 'staff');
    const more = {
      name: 'Lata Rao',
      phone: '0674 254 1234',
      email: 'Lata@Example.in',
      service: 'car-shifting',
      date: todayInIndia(),
      from: 'Cuttack',
      to: 'Pune',
      message: 'Second floor, no lift.',
    };
    const asBooking = await post(
      { ...more, kind: 'booking', channel: 'walk-in' },
      { cookie: staff.token },
    );
    const asQuote = await post(
      { ...more, kind: 'quote', channel: 'whatsapp' },
      { cookie: staff.token },
    );
    const { name, phone, message } = more;
    const asQuestion = await post(
      { kind: 'contact', channel: 'referral', name, phone, message },
      { cookie: staff.token },
    );
    expect([asBooking.status, asQuote.status, asQuestion.status]).toEqual([201, 201, 201]);
    const rows = await stored();
    expect(rows.bookings[0]).toMatchObject({
      email: 'lata@example.in',
      phone: '+916742541234',
      service: 'car-shifting',
      moveDate: todayInIndia(),
      pickupCity: 'Cuttack',
      dropCity: 'Pune',
      message: 'Second floor, no lift.',
      channel: 'walk-in',
    });
    expect(rows.quotes[0]).toMatchObject({
      source: null,
      service: 'Car Shifting',
      origin: 'Cuttack',
      destination: 'Pune',
      moveDate: todayInIndia(),
      channel: 'whatsapp',
    });
    // A quote request has no message column: what they said is its first note, by the member.
    const notes = await app.db.selectFrom('leadNotes').selectAll().execute();
    expect(notes).toMatchObject([
      { leadKind: 'quote', leadId: rows.quotes[0]!.id, text: 'Second floor, no lift.' },
    ]);
    expect(rows.contacts[0]).toMatchObject({
      email: null,
      message: 'Second floor, no lift.',
      channel: 'referral',
    });
  });

  it.each([
    ['no name', { name: ' ' }, { name: m.nameRequired }],
    ['no phone', { phone: undefined }, { phone: m.phoneRequired }],
    ['a 9-digit phone', { phone: '98610 4567' }, { phone: m.phoneInvalid }],
    ['a newsletter kind', { kind: 'subscriber' }, { kind: t.errors.kind }],
    ['an unknown channel', { channel: 'email' }, { channel: t.errors.channel }],
    ['a bad email', { email: 'lata@' }, { email: m.emailInvalid }],
    ['an unknown service', { service: 'piano' }, { service: t.errors.service }],
    ['a past date', { date: '2020-01-01' }, { date: m.datePast }],
    [
      'a question with a date',
      { kind: 'contact', date: todayInIndia() },
      { date: t.errors.notForQuestion },
    ],
    [
      'a confirmation without email',
      { sendConfirmation: true },
      { email: t.errors.confirmNeedsEmail },
    ],
  ])('answers 400 for %s and stores nothing', async (_, change, fields) => {
    const staff = await makeUser(app.db, 'staff');
    const response = await post({ ...call, ...change }, { cookie: staff.token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation', fields } });
    await nothingStored();
  });

  it('a retried Idempotency-Key gives the first lead back; another body under it is refused', async () => {
    const staff = await makeUser(app.db, 'staff');
    const send = (body: unknown) =>
      post(body, { cookie: staff.token, headers: { 'idempotency-key': 'call-1' } });
    const first = await (await send(call)).json();
    const again = await send(call);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
    expect((await send({ ...call, name: 'Someone Else' })).status).toBe(422);
    expect((await stored()).bookings).toHaveLength(1);
  });

  describe('the customer’s confirmation', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeEach(async () => {
      smtp = await startSmtpServer();
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    });
    afterEach(async () => {
      await smtp.close();
      delete process.env.SMTP_URL;
    });

    it('goes only when staff tick it for a lead with an email', async () => {
      const staff = await makeUser(app.db, 'staff');
      const email = 'suresh@example.in';
      await post({ ...call, email }, { cookie: staff.token });
      await post({ ...call, email, sendConfirmation: false }, { cookie: staff.token });
      const ticked = await (
        await post({ ...call, email, sendConfirmation: true }, { cookie: staff.token })
      ).json();
      await settleMail();
      expect(smtp.received.map((mail) => mail.headers.subject)).toEqual([
        `We have your booking ${ticked.reference}`,
      ]);
    });
  });
});
