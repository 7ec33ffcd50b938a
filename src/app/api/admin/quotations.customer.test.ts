import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest, params } from '@tests/support/admin-requests';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { POST as postNewsletter } from '../newsletter/route';
import { GET as customerGet } from '../quotations/[token]/route';
import { POST as acceptPost } from '../quotations/[token]/accept/route';
import { POST as changesPost } from '../quotations/[token]/changes/route';
import { POST as paidPost } from '../quotations/[token]/paid/route';
import { POST as quotationPost } from './leads/[type]/[id]/quotations/route';
import { PUT as quotationPut } from './quotations/[id]/route';
import { GET as exportGet } from './export/route';
import { customer, draft, quotationSteps } from '@tests/support/quotation-steps';

describe.each(testEngines)('firm quotations on %s', (engine) => {
  const app = useAppStore(engine);
  const { setUp, tokenRoute, sendWhatsApp } = quotationSteps(app);

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
