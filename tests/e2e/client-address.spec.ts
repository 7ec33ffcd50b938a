import { expect, test } from './support/test';
import { signInTexts } from '../../src/features/people/content';
import { ADMIN_PASSWORD } from './support/admin';

/**
 * Next forwards a server action posted to a page that does not host it (here /faq) to itself
 * over HTTP; that second request comes from 127.0.0.1. The address decided when the request
 * first arrived must survive it, or a locked-out client signs in through any page.
 */
test('a locked-out address posting the sign-in action to /faq with the right password is still refused', async ({
  page,
  request,
}) => {
  // Lock this test's address out through the API (the same lockout as the page).
  let status = 0;
  for (let i = 0; i < 10 && status !== 429; i += 1)
    status = (
      await request.post('/api/admin/session', { data: { password: 'wrong-password' } })
    ).status();
  expect(status).toBe(429);

  // The sign-in action's id and body, as the browser sends them (the page is locked out too).
  await page.goto('/admin/sign-in');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  const [posted] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action'])),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  // Refused for the lockout, not for anything else.
  await expect(page.getByRole('alert').filter({ hasText: signInTexts.locked(15) })).toBeVisible();
  const headers = posted.headers();
  const actionId = headers['next-action']!;
  expect(actionId).toMatch(/^[0-9a-f]{20,}$/);

  const response = await request.post('/faq', {
    headers: {
      'next-action': actionId,
      'content-type': headers['content-type']!,
      accept: 'text/x-component',
      origin: new URL(page.url()).origin,
    },
    data: posted.postDataBuffer()!,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie'] ?? '').not.toMatch(/moveease_admin=[^;]+/);
  expect((await request.get('/api/admin/leads?type=bookings')).status()).toBe(401);
  expect(await response.text()).not.toContain('"ok":true');
});
