import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { addDays } from '@/features/quotation/schemas/draft';
import { adminRequest, params } from '@tests/support/admin-requests';
import { sampleBooking } from '@tests/support/sample-booking';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { CLIENT_ADDRESS_HEADER } from '../../../server/http/client-address-header.mjs';
import { POST as postBooking } from '../bookings/route';
import * as editRoute from '../admin/quotations/[id]/route';
import { POST as sendPost } from '../admin/quotations/[id]/send/route';
import { POST as quotationPost } from '../admin/leads/[type]/[id]/quotations/route';
import { POST as acceptPost } from './[token]/accept/route';
import { GET as quotationGet } from './[token]/route';

const draft = (amountPaise: number) => ({
  lines: [{ kind: 'transport', label: 'Transport', amountPaise }],
  discountPaise: 0,
  advancePaise: 0,
  validUntil: addDays(todayInIndia(), 7),
});

/** Issue 45, points 2 and 3: a price seen is a price kept; the quotation's days are India's. */
describe.each(testEngines)('a price seen is a price kept on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const booked = await postBooking(jsonRequest('/api/bookings', sampleBooking()));
    const lead = (await booked.json()) as { id: string };
    const office = await makeUser(app.db, 'coordinator', { name: 'Chitra Office' });
    const made = await quotationPost(
      adminRequest(`/api/admin/leads/bookings/${lead.id}/quotations`, {
        method: 'POST',
        body: draft(1_000_000),
        cookie: office.token,
      }),
      params({ type: 'bookings', id: lead.id }),
    );
    const { id, token } = (await made.json()) as { id: string; token: string };
    const save = async (version: number, amountPaise: number) =>
      editRoute.PUT(
        adminRequest(`/api/admin/quotations/${id}`, {
          method: 'PUT',
          body: { ...draft(amountPaise), version },
          cookie: office.token,
        }),
        params({ id }),
      );
    const read = async () =>
      (await (
        await quotationGet(
          new Request(`http://localhost/api/quotations/${token}`),
          params({ token }),
        )
      ).json()) as {
        version: number;
        totalPaise: number;
        issuedOn: string;
        replaces?: { version: number };
      };
    const accept = (version: number, totalPaise: number) =>
      acceptPost(
        new Request(`http://localhost/api/quotations/${token}/accept`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '192.0.2.8' },
          body: JSON.stringify({ version, totalPaise, name: 'Meera Das', agree: true }),
        }),
        params({ token }),
      );
    return { id, token, office, save, read, accept };
  }

  it('a draft never opened is edited in place; once opened, a save makes the next version', async () => {
    const { save, read, accept } = await setUp();
    // Unopened: the same version, changed.
    const inPlace = await save(1, 2_000_000);
    expect(inPlace.status).toBe(200);
    expect((await inPlace.json()).version).toBe(1);
    // The customer opens it: ₹23,600 (₹20,000 + 18 %).
    const seen = await read();
    expect(seen).toMatchObject({ version: 1, totalPaise: 2_360_000 });
    // The reproduction: staff change the opened version → a new version, v1 kept.
    const next = await save(1, 9_000_000);
    expect((await next.json()).version).toBe(2);
    // The accept of what they saw is refused with the latest; nothing is recorded.
    const stale = await accept(1, 2_360_000);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.latest).toEqual({ version: 2, totalPaise: 10_620_000 });
    const latest = await read();
    expect(latest).toMatchObject({ version: 2, totalPaise: 10_620_000, replaces: { version: 1 } });
    // A total that is not the version's is refused too; the right one books.
    const wrong = await accept(2, 2_360_000);
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.latest.totalPaise).toBe(10_620_000);
    expect((await accept(2, 10_620_000)).status).toBe(200);
    // Without its total the accept is a 400 naming it.
    const bare = await acceptPost(
      new Request('http://localhost/api/quotations/x/accept', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '192.0.2.8' },
        body: JSON.stringify({ version: 2, name: 'Meera Das', agree: true }),
      }),
      params({ token: 'x' }),
    );
    expect(bare.status).toBe(400);
    expect((await bare.json()).error.fields.totalPaise).toEqual(expect.any(String));
  });

  it('an accept racing a staff save: either the save is refused or the accept is, never a price unseen', async () => {
    for (let round = 0; round < 5; round++) {
      const { save, accept } = await setUp();
      // Unopened (the customer accepts through the API): the save may change it in place.
      const [accepted, saved] = await Promise.all([accept(1, 1_180_000), save(1, 5_000_000)]);
      const row = await app.db
        .selectFrom('quotationVersions')
        .select(['version', 'totalPaise', 'acceptedAt'])
        .where('acceptedAt', 'is not', null)
        .execute();
      if (accepted.status === 200) {
        expect(saved.status).toBe(409);
        expect(row.map((r) => Number(r.totalPaise))).toEqual([1_180_000]);
      } else {
        expect(accepted.status).toBe(409);
        expect(saved.status).toBe(200);
        expect(row).toEqual([]);
      }
      await app.db.deleteFrom('quotationVersions').execute();
      await app.db.deleteFrom('quotations').execute();
    }
  });

  it('issuedOn is the India day: 02:04, 23:30 and 00:30 in India', async () => {
    const { read } = await setUp();
    for (const [at, day] of [
      ['2026-12-04T20:34:00.000Z', '2026-12-05'], // 02:04 IST on 5 Dec
      ['2026-12-05T18:00:00.000Z', '2026-12-05'], // 23:30 IST
      ['2026-12-05T19:00:00.000Z', '2026-12-06'], // 00:30 IST
    ] as const) {
      await app.db.updateTable('quotationVersions').set({ updatedAt: at }).execute();
      const shown = await read();
      expect(shown.issuedOn).toBe(day);
    }
  });

  it('POST /api/admin/quotations/{id}/send sends as the buttons do, with the same right', async () => {
    const { id, office } = await setUp();
    const send = (body: unknown, cookie: string) =>
      sendPost(
        adminRequest(`/api/admin/quotations/${id}/send`, { method: 'POST', body, cookie }),
        params({ id }),
      );
    const crew = await makeUser(app.db, 'staff', { name: 'Ravi Crew' });
    expect((await send({ channel: 'whatsapp' }, crew.token)).status).toBe(403);
    expect((await send({ channel: 'fax' }, office.token)).status).toBe(400);
    const sent = await send({ channel: 'whatsapp' }, office.token);
    expect(sent.status).toBe(200);
    expect((await sent.json()).whatsappHref).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    const version = await app.db
      .selectFrom('quotationVersions')
      .select('sentAt')
      .executeTakeFirstOrThrow();
    expect(version.sentAt).not.toBeNull();
  });
});
