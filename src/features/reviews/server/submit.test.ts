import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { POST as signIn } from '@/app/api/admin/session/route';
import { POST as postBooking } from '@/app/api/bookings/route';
import { GET as getReviews, POST as postReview } from '@/app/api/reviews/route';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { settleMail } from '@tests/support/settle-mail';
import { adminRequest, params, tokenFromSetCookie } from '@tests/support/admin-requests';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { startSmtpServer } from '@tests/support/test-smtp';
import { sampleBooking } from '@tests/support/sample-booking';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { firstNameAndInitial } from './submit';

vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const PASSWORD = 'staff-password-1';

describe('the name a review shows', () => {
  it.each([
    ['Meera Das', 'Meera D.'],
    ['  Anil  Kumar  Sahoo ', 'Anil S.'],
    ['Priya', 'Priya'],
    ['Élodie Ørsted', 'Élodie Ø.'],
  ])('%s → %s', (name, shown) => expect(firstNameAndInitial(name)).toBe(shown));
});

describe.each(testEngines)('reviews from completed moves on %s (real SMTP server)', (engine) => {
  const app = useAppStore(engine);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let cookie: string;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.SITE_URL = 'https://moveease.example';
    await setAdminPassword(app.db, PASSWORD);
    const response = await signIn(
      adminRequest('/api/admin/session', { method: 'POST', body: { password: PASSWORD } }),
      params({}),
    );
    cookie = tokenFromSetCookie(response);
  });
  afterEach(async () => {
    await smtp.close();
    for (const name of ['SMTP_URL', 'SITE_URL']) delete process.env[name];
  });

  async function doneBooking(status = 'done') {
    const response = await postBooking(
      jsonRequest(
        '/api/bookings',
        sampleBooking({
          service: 'car-shifting',
          pickup: { city: 'Bhubaneswar' },
          drop: { city: 'pune' },
        }),
      ),
    );
    const { id } = (await response.json()) as { id: string };
    const patched = await patchLead(
      adminRequest(`/api/admin/leads/bookings/${id}`, {
        method: 'PATCH',
        cookie,
        body: { status },
      }),
      params({ type: 'bookings', id }),
    );
    expect(patched.status).toBe(200);
    return { id, lead: (await patched.json()) as { reviewUrl?: string | null } };
  }
  const review = (body: object, address = '203.0.113.9') =>
    postReview(jsonRequest('/api/reviews', body, { [CLIENT_ADDRESS_HEADER]: address }));
  const stored = () =>
    app.db.selectFrom('reviews').selectAll().where('submittedAt', 'is not', null).execute();

  it('a done booking emails its one-time link; the review is stored once and published', async () => {
    const { lead } = await doneBooking();
    await settleMail();
    const mail = smtp.received.find((m) => m.headers.subject?.startsWith('Your move is done'));
    const link = /https:\/\/moveease\.example\/review\/([\w-]{24})/.exec(mail?.body ?? '');
    expect(link, mail?.body).not.toBeNull();
    expect(lead.reviewUrl).toBe(link![0]);
    const token = link![1]!;

    const first = await review({
      token,
      rating: 4,
      text: ' Careful\u202E packers ',
      showName: 'initial',
    });
    expect(first.status).toBe(201);
    const again = await review({ token, rating: 1, text: 'Changed my mind', showName: 'full' });
    expect(again.status).toBe(410);
    expect(await stored()).toMatchObject([
      {
        rating: 4,
        text: 'Careful packers',
        nameShown: 'Meera D.',
        service: 'car-shifting',
        fromSlug: 'bhubaneswar',
        toSlug: 'pune',
      },
    ]);
    const list = await (
      await getReviews(new Request('http://localhost/api/reviews?city=pune'))
    ).json();
    expect(list).toMatchObject({
      count: 1,
      average: 4,
      items: [
        { rating: 4, name: 'Meera D.', from: 'Bhubaneswar', to: 'pune', service: 'car-shifting' },
      ],
    });
    const other = await (
      await getReviews(new Request('http://localhost/api/reviews?service=bike-shifting'))
    ).json();
    expect(other).toMatchObject({ count: 0, items: [], average: null });
  });

  it('stores nothing for a forged link, a move no longer done, an expired link, or a bad body', async () => {
    expect((await review({ token: 'A'.repeat(24), rating: 5, showName: 'full' })).status).toBe(404);

    const moved = await doneBooking();
    const movedToken = /review\/([\w-]+)$/.exec(moved.lead.reviewUrl ?? '')![1]!;
    await patchLead(
      adminRequest(`/api/admin/leads/bookings/${moved.id}`, {
        method: 'PATCH',
        cookie,
        body: { status: 'booked' },
      }),
      params({ type: 'bookings', id: moved.id }),
    );
    expect((await review({ token: movedToken, rating: 5, showName: 'full' })).status).toBe(404);

    const old = await doneBooking();
    const oldToken = /review\/([\w-]+)$/.exec(old.lead.reviewUrl ?? '')![1]!;
    await app.db
      .updateTable('reviews')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', oldToken)
      .execute();
    expect((await review({ token: oldToken, rating: 5, showName: 'full' })).status).toBe(410);

    const bad = await review({
      token: oldToken,
      rating: 6,
      text: 'x'.repeat(2001),
      showName: 'everyone',
    });
    expect(bad.status).toBe(400);
    expect(
      Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields).sort(),
    ).toEqual(['rating', 'showName', 'text']);
    expect(await stored()).toHaveLength(0);
  });

  it('is rate-limited per address, before any link is looked up', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await review({ token: `guess-${i}`, rating: 5, showName: 'full' }, '203.0.113.77')).status,
      ).toBe(404);
    const refused = await review(
      { token: 'guess-11', rating: 5, showName: 'full' },
      '203.0.113.77',
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
