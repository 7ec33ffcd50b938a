import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { company } from '@/settings/company';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { todayInIndia } from '@/lib/dates';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest, params } from '@tests/support/admin-requests';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { sampleBooking } from '@tests/support/sample-booking';
import { CLIENT_ADDRESS_HEADER } from '../../../server/http/client-address-header.mjs';
import { makeUser } from '@tests/support/test-users';
import { POST as postBooking } from '../bookings/route';
import { POST as postNewsletter } from '../newsletter/route';
import { GET as customerGet } from '../quotations/[token]/route';
import { POST as acceptPost } from '../quotations/[token]/accept/route';
import { POST as changesPost } from '../quotations/[token]/changes/route';
import { POST as paidPost } from '../quotations/[token]/paid/route';
import { PUT as surveyPut } from './leads/[type]/[id]/inventory/route';
import { GET as quotationGet, POST as quotationPost } from './leads/[type]/[id]/quotations/route';
import { PUT as quotationPut } from './quotations/[id]/route';
import { GET as exportGet } from './export/route';

const estimateInputs = {
  size: '2bhk',
  from: 'mumbai',
  to: 'pune',
  floorFrom: 0,
  liftFrom: true,
  declaredValue: 300000,
};
const validUntil = addDays(todayInIndia(), 7);
const draft = {
  lines: [
    { kind: 'packing', label: 'Packing', amountPaise: 1_000_001 },
    { kind: 'transport', label: 'Transport', amountPaise: 2_500_050 },
    { kind: 'insurance', label: 'Insurance', amountPaise: 333 },
  ],
  discountPaise: 50_000,
  advancePaise: 500_000,
  validUntil,
};

let address = 0;
/** Each customer call from its own address unless one is given, so limits do not mix. */
const customer = (path: string, body?: unknown, from?: string) =>
  new Request(`http://localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: from ?? `198.51.100.${(address = (address % 250) + 1)}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.each(testEngines)('firm quotations on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp(options: { estimate?: boolean } = {}) {
    const body = { ...sampleBooking(), ...(options.estimate ? { estimate: estimateInputs } : {}) };
    const response = await postBooking(jsonRequest('/api/bookings', body));
    expect(response.status).toBe(201);
    const lead = (await response.json()) as { id: string; reference: string };
    const staff = await makeUser(app.db, 'coordinator', { name: 'Asha Coordinator' });
    const path = `/api/admin/leads/bookings/${lead.id}/quotations`;
    const ctx = params({ type: 'bookings', id: lead.id });
    const make = (body: unknown = {}, cookie = staff.token) =>
      quotationPost(adminRequest(path, { method: 'POST', body, cookie }), ctx);
    const read = () => quotationGet(adminRequest(path, { cookie: staff.token }), ctx);
    const edit = (id: string, body: unknown, cookie = staff.token) =>
      quotationPut(
        adminRequest(`/api/admin/quotations/${id}`, { method: 'PUT', body, cookie }),
        params({ id }),
      );
    const survey = (rooms: unknown) =>
      surveyPut(
        adminRequest(`/api/admin/leads/bookings/${lead.id}/inventory`, {
          method: 'PUT',
          body: { rooms },
          cookie: staff.token,
        }),
        ctx,
      );
    return { lead, staff, make, read, edit, survey };
  }

  const tokenRoute = (token: string) => params({ token });
  const sendWhatsApp = async (db: typeof app.db, quotationId: string, version: number) =>
    db
      .updateTable('quotationVersions')
      .set({ sentAt: new Date().toISOString() })
      .where('quotationId', '=', quotationId)
      .where('version', '=', version)
      .execute();

  it('prefills from the estimate and the survey: lines in paise, vehicle named, insurance = declared value × rate', async () => {
    const { make, read, survey } = await setUp({ estimate: true });
    expect(
      (
        await survey([
          {
            name: 'Living room',
            items: [
              { itemId: 'sofa-set-5', qty: 1 },
              { itemId: 'tv-43', qty: 1 },
            ],
          },
        ])
      ).status,
    ).toBe(200);
    const response = await make({});
    expect(response.status).toBe(201);
    const made = await response.json();
    expect(made).toMatchObject({ version: 1, validUntil: expect.any(String) });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(made.url).toMatch(new RegExp(`/q/${made.token}$`));
    const view = await (await read()).json();
    const lines = view.versions[0].lines as { kind: string; label: string; amountPaise: number }[];
    expect(lines.find((l) => l.kind === 'insurance')?.amountPaise).toBe((300_000 * 2 * 100) / 100);
    expect(lines.find((l) => l.kind === 'transport')?.label).toMatch(/Tata Ace|ft|cft/);
    for (const line of lines) expect(Number.isInteger(line.amountPaise)).toBe(true);
    // The default advance: 10 % of the total, in whole rupees.
    expect(made.advancePaise).toBe(Math.floor((made.totalPaise * 10 + 5_000) / 10_000) * 100);
  });

  it('totals: the discount shared among the lines before GST, GST per line as two half-up halves', async () => {
    const { make } = await setUp();
    const made = await (await make(draft)).json();
    // ₹500 off 35,003.84 pro rata: 142.84 + 357.11 + 0.05, leaving 9,857.17 + 24,643.39 + 3.28.
    const taxable = 985_717 + 2_464_339 + 328;
    // 9 % twice of each: 887.15 × 2, 2,217.91 × 2 (2,217.9051 → .91), 0.30 × 2 (0.2952 → .30).
    const gst = 177_430 + 443_582 + 60;
    expect(made.totalPaise).toBe(taxable + gst);
    expect(made.advancePaise).toBe(500_000);
  });

  it.each([
    ['a negative amount', { lines: [{ kind: 'packing', label: 'x', amountPaise: -1 }] }, 'lines'],
    ['fractional paise', { lines: [{ kind: 'packing', label: 'x', amountPaise: 10.5 }] }, 'lines'],
    ['no lines', { lines: [] }, 'lines'],
    ['an empty label', { lines: [{ kind: 'packing', label: '  ', amountPaise: 100 }] }, 'lines'],
    ['an unknown kind', { lines: [{ kind: 'magic', label: 'x', amountPaise: 100 }] }, 'lines'],
    ['a past validity', { validUntil: addDays(todayInIndia(), -1) }, 'validUntil'],
    ['a fractional discount', { discountPaise: 0.5 }, 'discountPaise'],
    ['a discount above the total', { discountPaise: 999_999_999 }, 'discountPaise'],
    ['an advance above the total', { advancePaise: 999_999_999 }, 'advancePaise'],
    ['an advance in paise and percent', { advancePercent: 10 }, 'advancePaise'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, change, field) => {
    const { make } = await setUp();
    const response = await make({ ...draft, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(await app.db.selectFrom('quotations').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('quotationVersions').selectAll().execute()).toEqual([]);
  });

  it('one quotation per lead: a second is 409', async () => {
    const { make } = await setUp();
    expect((await make(draft)).status).toBe(201);
    const second = await make(draft);
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe('conflict');
  });

  it('versions: an unsent version changes in place; a sent one stays and the save is the next version', async () => {
    const { make, edit, read } = await setUp();
    const made = await (await make(draft)).json();
    const inPlace = await edit(made.id, { ...draft, discountPaise: 0, version: 1 });
    expect(inPlace.status).toBe(200);
    expect((await inPlace.json()).version).toBe(1);
    await sendWhatsApp(app.db, made.id, 1);
    const next = await edit(made.id, { ...draft, discountPaise: 10_000, version: 1 });
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ version: 2, status: 'sent', discountPaise: 10_000 });
    const view = await (await read()).json();
    expect(
      view.versions.map((v: { version: number; status: string; discountPaise: number }) => [
        v.version,
        v.status,
        v.discountPaise,
      ]),
    ).toEqual([
      [2, 'sent', 10_000],
      [1, 'superseded', 0],
    ]);
  });

  it('two staff editing the same version: the second save is refused with 409 and a clear message', async () => {
    const { make, edit } = await setUp();
    const made = await (await make(draft)).json();
    await sendWhatsApp(app.db, made.id, 1);
    const other = await makeUser(app.db, 'coordinator', { name: 'Ravi' });
    const first = await edit(made.id, { ...draft, discountPaise: 1, version: 1 });
    const second = await edit(made.id, { ...draft, discountPaise: 2, version: 1 }, other.token);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    const error = (await second.json()).error;
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/version 2/);
    const rows = await app.db
      .selectFrom('quotationVersions')
      .select(['version', 'discountPaise'])
      .orderBy('version')
      .execute();
    expect(rows).toEqual([
      { version: 1, discountPaise: 50_000 },
      { version: 2, discountPaise: 1 },
    ]);
  });

  it('the customer opens, accepts once (a repeat is the same answer), the lead is booked with history, and the accepted version is frozen', async () => {
    const { lead, make, edit, read } = await setUp();
    const made = await (await make(draft)).json();
    const opened = await customerGet(
      customer(`/api/quotations/${made.token}`),
      tokenRoute(made.token),
    );
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const page = await opened.json();
    expect(page).toMatchObject({
      reference: lead.reference,
      version: 1,
      status: 'sent',
      totalPaise: made.totalPaise,
    });
    expect(page.upi).toBeUndefined();

    const accept = () =>
      acceptPost(
        customer(`/api/quotations/${made.token}/accept`, {
          version: 1,
          totalPaise: made.totalPaise,
          name: 'Meera Das',
          agree: true,
        }),
        tokenRoute(made.token),
      );
    const first = await accept();
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toMatchObject({
      status: 'accepted',
      upi: {
        amountPaise: 500_000,
        url: `upi://pay?pa=${company.upi.id}&pn=${encodeURIComponent(company.upi.payeeName)}&am=5000.00&cu=INR&tn=${lead.reference}`,
      },
    });
    const again = await accept();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);

    const row = await app.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
    const history = await app.db
      .selectFrom('leadStatusHistory')
      .select(['fromStatus', 'toStatus'])
      .where('leadId', '=', lead.id)
      .orderBy('at')
      .execute();
    expect(history.at(-1)).toEqual({ fromStatus: 'new', toStatus: 'booked' });
    expect(history.filter((h) => h.toStatus === 'booked')).toHaveLength(1);

    const frozen = await edit(made.id, { ...draft, version: 1 });
    expect(frozen.status).toBe(409);
    expect((await frozen.json()).error.message).toMatch(/accepted/);
    const view = await (await read()).json();
    expect(view.versions).toHaveLength(1);
    expect(view.versions[0]).toMatchObject({
      status: 'accepted',
      acceptedName: 'Meera Das',
      discountPaise: 50_000,
    });
    expect(view.events.map((e: { kind: string }) => e.kind).sort()).toEqual(['accepted', 'opened']);
  });

  it('a staff member checking the link is not the customer: only the customer’s look is recorded as opened', async () => {
    const { make, read, staff } = await setUp();
    const made = await (await make(draft)).json();
    const look = (cookie?: string) => {
      const request = customer(`/api/quotations/${made.token}`);
      if (cookie) request.headers.set('cookie', `${ADMIN_SESSION_COOKIE}=${cookie}`);
      return customerGet(request, tokenRoute(made.token));
    };
    const openings = async () =>
      ((await (await read()).json()).events as { kind: string }[]).filter(
        (e) => e.kind === 'opened',
      );
    expect((await look(staff.token)).status).toBe(200);
    expect(await openings()).toHaveLength(0);
    // A cookie that is no live session counts for nothing.
    expect((await look('x'.repeat(43))).status).toBe(200);
    expect(await openings()).toHaveLength(1);
    expect((await look()).status).toBe(200);
    expect(await openings()).toHaveLength(1);
  });

  it('the acceptance and the move to booked are one write: if the history cannot be written, nothing is accepted', async () => {
    const { lead, make } = await setUp();
    const made = await (await make(draft)).json();
    const accept = () =>
      acceptPost(
        customer(`/api/quotations/${made.token}/accept`, {
          version: 1,
          totalPaise: made.totalPaise,
          name: 'Meera Das',
          agree: true,
        }),
        tokenRoute(made.token),
      );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A real failure inside the transaction, after the acceptance is written: the status
    // history's table is out of the way.
    await sql`alter table lead_status_history rename to lead_status_history_away`.execute(app.db);
    let refused: Response;
    try {
      refused = await accept();
    } finally {
      await sql`alter table lead_status_history_away rename to lead_status_history`.execute(app.db);
      errors.mockRestore();
    }
    expect(refused.status).toBe(503);
    const version = await app.db
      .selectFrom('quotationVersions')
      .select(['acceptedAt'])
      .where('quotationId', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(version.acceptedAt).toBeNull();
    const booking = await app.db
      .selectFrom('bookings')
      .select(['status'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('new');

    const again = await accept();
    expect(again.status).toBe(200);
    const booked = await app.db
      .selectFrom('bookings')
      .select(['status'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(booked.status).toBe('booked');
  });

  it('the CSV carries each lead’s quotation: version, acceptance, total and advance', async () => {
    const { lead, make } = await setUp();
    const made = await (await make(draft)).json();
    await acceptPost(
      customer(`/api/quotations/${made.token}/accept`, {
        version: 1,
        totalPaise: made.totalPaise,
        name: 'Meera Das',
        agree: true,
      }),
      tokenRoute(made.token),
    );
    const owner = await makeUser(app.db, 'owner');
    const csv = await (
      await exportGet(
        adminRequest('/api/admin/export?type=bookings', {
          cookie: owner.token,
          headers: { 'sec-fetch-site': 'same-origin' },
        }),
      )
    ).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(
      /,"Quotation","Reverse charge","Customer pays us \(₹\)","Paid \(₹\)","Balance due \(₹\)","Source",/,
    );
    expect(row).toContain(lead.reference);
    expect(row).toMatch(
      /"v1, accepted by Meera Das \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m, ₹[\d,]+\.\d\d, advance ₹5,000\.00",/,
    );
    // Nothing paid yet: the whole accepted total is due.
    const total = `${Math.trunc(made.totalPaise / 100)}.${String(made.totalPaise % 100).padStart(2, '0')}`;
    // …and the seven columns of where it came from (a lead of the JSON API: none).
    expect(row?.endsWith(`,"No","${total}","0.00","${total}"${',""'.repeat(7)}`)).toBe(true);
  });

  it('accepting a superseded version is 409, an expired one 410, and neither stores anything', async () => {
    const { make, edit } = await setUp();
    const made = await (await make(draft)).json();
    await sendWhatsApp(app.db, made.id, 1);
    await edit(made.id, { ...draft, version: 1 });
    const old = await acceptPost(
      customer(`/api/quotations/${made.token}/accept`, {
        version: 1,
        totalPaise: made.totalPaise,
        name: 'Meera Das',
        agree: true,
      }),
      tokenRoute(made.token),
    );
    expect(old.status).toBe(409);
    expect((await old.json()).error.code).toBe('conflict');

    await app.db
      .updateTable('quotationVersions')
      .set({ validUntil: addDays(todayInIndia(), -1) })
      .execute();
    const expired = await acceptPost(
      customer(`/api/quotations/${made.token}/accept`, {
        version: 2,
        totalPaise: made.totalPaise,
        name: 'Meera Das',
        agree: true,
      }),
      tokenRoute(made.token),
    );
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.code).toBe('gone');
    const accepted = await app.db
      .selectFrom('quotationVersions')
      .select('acceptedAt')
      .where('acceptedAt', 'is not', null)
      .execute();
    expect(accepted).toEqual([]);
  });

  it.each([
    ['no name', { version: 1, agree: true }, 'name'],
    ['the terms not ticked', { version: 1, name: 'Meera Das', agree: false }, 'agree'],
  ])('accepting with %s is a 400 and stores nothing', async (_, body, field) => {
    const { make } = await setUp();
    const made = await (await make(draft)).json();
    const response = await acceptPost(
      customer(`/api/quotations/${made.token}/accept`, body),
      tokenRoute(made.token),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields[field]).toEqual(expect.any(String));
    expect(await app.db.selectFrom('quotationEvents').selectAll().execute()).toEqual([]);
  });

  it('a change asked lands as a note on the lead; "I have paid" stores the UTR as a claim', async () => {
    const { lead, make, read } = await setUp();
    const made = await (await make(draft)).json();
    const change = await changesPost(
      customer(`/api/quotations/${made.token}/changes`, {
        message: 'Can we move on the 14th instead?',
      }),
      tokenRoute(made.token),
    );
    expect(change.status).toBe(201);
    const paid = await paidPost(
      customer(`/api/quotations/${made.token}/paid`, { utr: '4123 5678 9012' }),
      tokenRoute(made.token),
    );
    expect(paid.status).toBe(201);
    const badUtr = await paidPost(
      customer(`/api/quotations/${made.token}/paid`, { utr: '12-34' }),
      tokenRoute(made.token),
    );
    expect(badUtr.status).toBe(400);
    const notes = await app.db
      .selectFrom('leadNotes')
      .select('text')
      .where('leadId', '=', lead.id)
      .execute();
    const noteText = notes.map((n) => n.text).join('\n');
    expect(noteText).toMatch(/14th instead/);
    expect(noteText).toMatch(/412356789012/);
    expect(notes).toHaveLength(2);
    const view = await (await read()).json();
    expect(view.events.filter((e: { kind: string }) => e.kind === 'paid')).toEqual([
      expect.objectContaining({ detail: '412356789012' }),
    ]);
  });

  it('an unknown token is 404 like any other, and guessing is rate limited per address', async () => {
    const { make } = await setUp();
    const made = await (await make(draft)).json();
    const from = '192.0.2.99';
    const statuses: number[] = [];
    for (const token of [
      'x',
      'A'.repeat(24),
      // One character off the real token (never the real one: its last may already be '_').
      `${made.token.slice(0, 23)}${made.token.endsWith('_') ? '-' : '_'}`,
      ...Array(9).fill('B'.repeat(24)),
    ]) {
      const response = await customerGet(
        customer(`/api/quotations/${token}`, undefined, from),
        tokenRoute(token),
      );
      statuses.push(response.status);
      if (response.status === 404) expect((await response.json()).error.code).toBe('not_found');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Once limited, even the right token is refused from that address…
    const right = await customerGet(
      customer(`/api/quotations/${made.token}`, undefined, from),
      tokenRoute(made.token),
    );
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    // …and answered from another.
    expect(
      (await customerGet(customer(`/api/quotations/${made.token}`), tokenRoute(made.token))).status,
    ).toBe(200);
  });

  it('roles: no session 401; staff read but may not make (403, nothing stored); a newsletter sign-up has no quotation (404)', async () => {
    const { make, read, lead } = await setUp();
    const fieldStaff = await makeUser(app.db, 'staff');
    const refused = await make(draft, fieldStaff.token);
    expect(refused.status).toBe(403);
    expect(await app.db.selectFrom('quotations').selectAll().execute()).toEqual([]);
    expect((await read()).status).toBe(200);
    const anonymous = await quotationPost(
      adminRequest(`/api/admin/leads/bookings/${lead.id}/quotations`, { method: 'POST', body: {} }),
      params({ type: 'bookings', id: lead.id }),
    );
    expect(anonymous.status).toBe(401);
    const unsigned = await quotationPut(
      adminRequest(`/api/admin/quotations/${lead.id}`, {
        method: 'PUT',
        body: { ...draft, version: 1 },
      }),
      params({ id: lead.id }),
    );
    expect(unsigned.status).toBe(401);
    const owner = await makeUser(app.db, 'owner');
    expect((await make(draft, owner.token)).status).toBe(201);

    const signUp = await postNewsletter(jsonRequest('/api/newsletter', { email: 'n@example.in' }));
    const subscriber = (await signUp.json()) as { id: string };
    const none = await quotationPost(
      adminRequest(`/api/admin/leads/subscribers/${subscriber.id}/quotations`, {
        method: 'POST',
        body: {},
        cookie: owner.token,
      }),
      params({ type: 'subscribers', id: subscriber.id }),
    );
    expect(none.status).toBe(404);
  });
});
