import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { financialYear } from '@/features/documents/numbering';
import { POST as claimPost } from '@/app/api/track/claims/route';
import { GET as trackGet } from '@/app/api/track/route';
import { PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { GET as claimsGet } from '@/app/api/admin/leads/[type]/[id]/claims/route';
import { PATCH as claimPatch } from '@/app/api/admin/claims/[id]/route';
import { GET as paymentsGet } from '@/app/api/admin/leads/[type]/[id]/payments/route';
import { adminRequest, params } from '@tests/support/admin-requests';
import { documentMove } from '@tests/support/document-move';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { fileClaim } from './file-claim';

const PHONE = '+91 98610 45678';
const claim = (reference: string, contact = PHONE) => ({
  reference,
  contact,
  description: 'The fridge door was dented and a chair leg broke.',
  items: [
    { label: 'Fridge (pkg 3)', damage: 'Door dented', amountPaise: 600_000 },
    { label: 'Dining chair (pkg 7)', damage: 'Leg broken', amountPaise: 150_000 },
  ],
});

describe.each(testEngines)('damage claims on %s', (engine) => {
  const app = useAppStore(engine);

  async function deliveredMove() {
    const move = await documentMove(app.db);
    await move.acceptQuotation();
    expect((await move.pay(3_186_058, { kind: 'balance' })).status).toBe(201);
    const owner = await makeUser(app.db, 'owner', { name: 'Owner' });
    const done = () =>
      patchLead(
        adminRequest(move.base, { method: 'PATCH', cookie: owner.token, body: { status: 'done' } }),
        move.ctx,
      );
    const file = (body: unknown) => claimPost(jsonRequest('/api/track/claims', body));
    const patch = (id: string, body: unknown, cookie = owner.token) =>
      claimPatch(
        adminRequest(`/api/admin/claims/${id}`, { method: 'PATCH', body, cookie }),
        params({ id }),
      );
    const money = async () =>
      (await (
        await paymentsGet(adminRequest(`${move.base}/payments`, { cookie: owner.token }), move.ctx)
      ).json()) as {
        totalPaise: number;
        paidPaise: number;
        balancePaise: number;
        items: { kind: string; amountPaise: number }[];
      };
    return { ...move, owner, done, file, patch, money };
  }

  it('filed from /track once delivered, within the notice period, by the move’s own contact; acknowledged by email, audited, shown on /track and to staff', async () => {
    const move = await deliveredMove();
    expect((await move.file(claim(move.lead.reference))).status).toBe(409); // not delivered yet
    expect((await move.done()).status).toBe(200);
    // A wrong phone and an unknown reference end alike.
    const wrong = await move.file(claim(move.lead.reference, '+91 90000 00000'));
    const unknown = await move.file(claim('BK-ZZZZZZ'));
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await wrong.json()).toEqual(await unknown.json());
    const bad = await move.file({ ...claim(move.lead.reference), items: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('items');

    const filed = await move.file(claim(move.lead.reference));
    expect(filed.status).toBe(201);
    const { number } = await filed.json();
    expect(number).toBe(`CL/${financialYear(todayInIndia())}/0001`);
    const outbox = await app.db.selectFrom('outbox').select(['label', 'message']).execute();
    const ack = outbox.find((row) => row.label.startsWith(`Claim ${number}`));
    expect(JSON.parse(ack!.message).text).toContain('asking ₹7,500.00');
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'actorName'])
      .where('action', '=', 'claim-filed')
      .execute();
    expect(audit).toEqual([{ action: 'claim-filed', actorName: 'customer' }]);

    const tracked = await (
      await trackGet(
        new Request(
          `http://localhost/api/track?${new URLSearchParams({ reference: move.lead.reference, contact: PHONE })}`,
        ),
      )
    ).json();
    expect(tracked.claims).toEqual([
      { number, status: 'open', askedPaise: 750_000, settledPaise: null, note: null, photos: [] },
    ]);
    const staffList = await (
      await claimsGet(adminRequest(`${move.base}/claims`, { cookie: move.staff.token }), move.ctx)
    ).json();
    expect(staffList.items).toMatchObject([
      { number, status: 'open', askedPaise: 750_000, items: claim('x').items },
    ]);

    // Past the notice period (180 days from the move date): 409.
    const late = await fileClaim(
      claim(move.lead.reference),
      { clientAddress: '203.0.113.50' },
      new Date(Date.now() + 182 * 86_400_000),
    );
    expect(late).toEqual({ ok: false, reason: 'past_notice' });
  });

  it('staff review, then settle: a refund entry of the amount in the same step, the balance unchanged; the customer is told each time; final is final', async () => {
    const move = await deliveredMove();
    await move.done();
    const { id } = await (await move.file(claim(move.lead.reference))).json();
    expect((await move.patch(id, { status: 'under-review' }, move.staff.token)).status).toBe(403);
    expect(
      (await move.patch(id, { status: 'under-review', note: 'A surveyor visits on Monday.' }))
        .status,
    ).toBe(200);
    expect((await move.patch(id, { status: 'settled' })).status).toBe(400);
    const settled = await move.patch(id, {
      status: 'settled',
      settledPaise: 500_000,
      note: 'Paid by bank transfer.',
    });
    expect(settled.status).toBe(200);
    expect(await settled.json()).toMatchObject({ status: 'settled', settledPaise: 500_000 });
    const money = await move.money();
    expect(money).toMatchObject({
      totalPaise: 3_186_058 - 500_000,
      paidPaise: 3_186_058 - 500_000,
      balancePaise: 0,
    });
    expect(money.items.filter((p) => p.kind === 'refund').map((p) => p.amountPaise)).toEqual([
      -500_000,
    ]);
    for (const next of ['rejected', 'under-review', 'open'])
      expect((await move.patch(id, { status: next })).status).toBe(409);
    expect((await move.patch(id, { status: 'settled', settledPaise: 100 })).status).toBe(409);
    const emails = (await app.db.selectFrom('outbox').select('message').execute())
      .map((row) => JSON.parse(row.message).text as string)
      .filter((text) => text.includes('is now'));
    expect(emails).toHaveLength(2);
    expect(emails[1]).toContain('Settled. Amount settled: ₹5,000.00.');
    expect(emails[1]).toContain('Paid by bank transfer.');
  });

  it('moves only along open → under review → settled | rejected (409 otherwise); nothing is settled while under review (an amount is 400)', async () => {
    const move = await deliveredMove();
    await move.done();
    const { id } = await (await move.file(claim(move.lead.reference))).json();
    const settledOf = async () =>
      (
        await (
          await claimsGet(
            adminRequest(`${move.base}/claims`, { cookie: move.owner.token }),
            move.ctx,
          )
        ).json()
      ).items[0];
    for (const skip of [
      { status: 'settled', settledPaise: 100_000 },
      { status: 'rejected' },
      { status: 'open' },
    ])
      expect((await move.patch(id, skip)).status).toBe(409);
    const early = await move.patch(id, { status: 'under-review', settledPaise: 100_000 });
    expect(early.status).toBe(400);
    expect((await early.json()).error.fields).toHaveProperty('settledPaise');
    expect((await move.patch(id, { status: 'under-review', payout: 'deduction' })).status).toBe(
      400,
    );
    expect((await move.patch(id, { status: 'under-review' })).status).toBe(200);
    expect(await settledOf()).toMatchObject({ status: 'under-review', settledPaise: null });
    expect((await move.patch(id, { status: 'under-review' })).status).toBe(409);
    expect((await move.money()).items.filter((p) => p.kind === 'refund')).toEqual([]);
    const rejected = await move.patch(id, { status: 'rejected', note: 'Damage noted at loading.' });
    expect(rejected.status).toBe(200);
    expect(await settledOf()).toMatchObject({ status: 'rejected', settledPaise: null });
    expect((await move.patch(id, { status: 'settled', settledPaise: 1 })).status).toBe(409);
  });

  it('two people settling at once settle once: one refund entry in the ledger', async () => {
    const move = await deliveredMove();
    await move.done();
    const { id } = await (await move.file(claim(move.lead.reference))).json();
    expect((await move.patch(id, { status: 'under-review' })).status).toBe(200);
    const coordinator = await makeUser(app.db, 'coordinator', { name: 'Chitra' });
    const answers = await Promise.all([
      move.patch(id, { status: 'settled', settledPaise: 300_000 }),
      move.patch(id, { status: 'settled', settledPaise: 300_000 }, coordinator.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refunds = (await move.money()).items.filter((p) => p.kind === 'refund');
    expect(refunds).toHaveLength(1);
  });

  it('a settlement taken off what is owed (no money paid back) lowers the balance', async () => {
    const move = await documentMove(app.db);
    await move.acceptQuotation();
    const owner = await makeUser(app.db, 'owner', { name: 'Owner' });
    await patchLead(
      adminRequest(move.base, { method: 'PATCH', cookie: owner.token, body: { status: 'done' } }),
      move.ctx,
    );
    const { id } = await (
      await claimPost(jsonRequest('/api/track/claims', claim(move.lead.reference)))
    ).json();
    const review = await claimPatch(
      adminRequest(`/api/admin/claims/${id}`, {
        method: 'PATCH',
        cookie: owner.token,
        body: { status: 'under-review' },
      }),
      params({ id }),
    );
    expect(review.status).toBe(200);
    const answer = await claimPatch(
      adminRequest(`/api/admin/claims/${id}`, {
        method: 'PATCH',
        cookie: owner.token,
        body: { status: 'settled', settledPaise: 200_000, payout: 'deduction' },
      }),
      params({ id }),
    );
    expect(answer.status).toBe(200);
    const money = await (
      await paymentsGet(adminRequest(`${move.base}/payments`, { cookie: owner.token }), move.ctx)
    ).json();
    expect(money).toMatchObject({ totalPaise: 2_986_058, paidPaise: 0, balancePaise: 2_986_058 });
  });
});
