import { describe, expect, it } from 'vitest';
import { adminRequest, params } from '@tests/support/admin-requests';
import { sampleBooking } from '@tests/support/sample-booking';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { POST as postBooking } from '../../../bookings/route';
import { POST as quotationPost } from '../../../admin/leads/[type]/[id]/quotations/route';
import { POST as languagePost } from './route';

const form = (token: string, body: string) =>
  languagePost(
    new Request(`http://localhost/api/quotations/${token}/language`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    params({ token }),
  );

/**
 * Issue 49: the language switch on /q/{token} is a plain form post answered 303 to the page,
 * so the browser loads the whole document again in the new language (`<html lang>` too).
 */
describe.each(testEngines)('the quotation page language switch on %s', (engine) => {
  const app = useAppStore(engine);

  async function quotation() {
    const booked = await postBooking(jsonRequest('/api/bookings', sampleBooking()));
    const lead = (await booked.json()) as { id: string };
    const office = await makeUser(app.db, 'coordinator', { name: 'Chitra Office' });
    const made = await quotationPost(
      adminRequest(`/api/admin/leads/bookings/${lead.id}/quotations`, {
        method: 'POST',
        body: {},
        cookie: office.token,
      }),
      params({ type: 'bookings', id: lead.id }),
    );
    const { token } = (await made.json()) as { token: string };
    const language = async () =>
      (
        await app.db
          .selectFrom('bookings')
          .select('language')
          .where('id', '=', lead.id)
          .executeTakeFirstOrThrow()
      ).language;
    return { token, language };
  }

  it('keeps the choice on the lead and answers 303 to the page', async () => {
    const { token, language } = await quotation();
    const response = await form(token, 'language=or');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/q/${token}`);
    expect(await language()).toBe('or');
  });

  it('refuses a language we do not speak with 400 and keeps the old one', async () => {
    const { token, language } = await quotation();
    const response = await form(token, 'language=fr');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation');
    expect(await language()).toBe('en');
  });

  it('shows an unknown link the page as it is (its own not-found), storing nothing', async () => {
    const response = await form('q'.repeat(43), 'language=hi');
    expect(response.status).toBe(303);
  });
});
