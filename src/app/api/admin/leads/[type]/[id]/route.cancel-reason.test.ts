import { describe, expect, it } from 'vitest';
import { cancelReasonTexts } from '@/features/leads/content/cancel-reasons';
import { adminRequest, params } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { GET as getLead, PATCH as patchLead } from './route';

describe.each(testEngines)('a cancellation’s reason through PATCH on %s', (engine) => {
  const app = useAppStore(engine);

  async function setUp() {
    const staff = await makeUser(app.db, 'staff');
    const quote = fakeLead('quote', 1, { status: 'contacted' });
    await insertFakeLeads(app.db, 'quote', [quote]);
    const patch = (body: unknown) =>
      patchLead(
        adminRequest(`/api/admin/leads/quotes/${quote.id}`, {
          method: 'PATCH',
          body,
          cookie: staff.token,
        }),
        params({ type: 'quotes', id: quote.id }),
      );
    const history = () =>
      app.db
        .selectFrom('leadStatusHistory')
        .select(['fromStatus', 'toStatus', 'reason'])
        .where('leadId', '=', quote.id)
        .orderBy('at')
        .execute();
    const status = async () =>
      (
        await app.db
          .selectFrom('quoteRequests')
          .select('status')
          .where('id', '=', quote.id)
          .executeTakeFirstOrThrow()
      ).status;
    return { staff, quote, patch, history, status };
  }

  it('stores the reason with the change to cancelled, and GET shows it in the history', async () => {
    const { staff, quote, patch, history } = await setUp();
    const response = await patch({ status: 'cancelled', cancelReason: 'other-mover' });
    expect(response.status).toBe(200);
    expect((await history()).at(-1)).toEqual({
      fromStatus: 'contacted',
      toStatus: 'cancelled',
      reason: 'other-mover',
    });
    const read = await getLead(
      adminRequest(`/api/admin/leads/quotes/${quote.id}`, { cookie: staff.token }),
      params({ type: 'quotes', id: quote.id }),
    );
    expect((await read.json()).history.at(-1)).toMatchObject({
      from: 'contacted',
      to: 'cancelled',
      reason: 'other-mover',
    });
  });

  it('a reason given once the lead is cancelled goes on its latest cancellation', async () => {
    const { patch, history } = await setUp();
    expect((await patch({ status: 'cancelled' })).status).toBe(200);
    expect((await history()).at(-1)!.reason).toBeNull();
    expect((await patch({ status: 'cancelled', cancelReason: 'price' })).status).toBe(200);
    const rows = await history();
    expect(rows.filter((row) => row.toStatus === 'cancelled')).toEqual([
      { fromStatus: 'contacted', toStatus: 'cancelled', reason: 'price' },
    ]);
  });

  it.each([
    [{ status: 'cancelled', cancelReason: 'too-expensive' }, cancelReasonTexts.invalid],
    [{ status: 'booked', cancelReason: 'price' }, cancelReasonTexts.onlyWhenCancelled],
    [{ cancelReason: 'price' }, cancelReasonTexts.onlyWhenCancelled],
    [{ status: 'cancelled', cancelReason: 7 }, cancelReasonTexts.invalid],
  ])('%j is 400 with a clear message, and nothing changes', async (body, message) => {
    const { patch, history, status } = await setUp();
    const before = await history();
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.cancelReason).toBe(message);
    expect(await history()).toEqual(before);
    expect(await status()).toBe('contacted');
  });

  it('no reason on a change to another status', async () => {
    const { patch, history } = await setUp();
    expect((await patch({ status: 'booked' })).status).toBe(200);
    expect((await history()).at(-1)).toEqual({
      fromStatus: 'contacted',
      toStatus: 'booked',
      reason: null,
    });
  });
});
