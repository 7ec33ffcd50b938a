import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { inDays, signIn, unique } from './support/admin';

const shoot = screenshots('/work/shots/outbox');

// Issue 45: the e2e server has no SMTP_URL, as a small firm's first `npm start`: the owner still
// reads the confirmation the customer would have had, told it did not leave and why.
test('the owner reads every email in the Outbox, unsent without SMTP, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  const name = unique('Outbox Customer');
  const email = `${unique('outbox').replace(' ', '-')}@example.in`;
  const created = await request.post('/api/bookings', {
    data: { name, email, phone: '98610 45678', service: 'car-shifting', date: inDays(12) },
  });
  expect(created.status()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Staff area' })
    .getByRole('link', { name: 'Outbox' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText(/^Email is not set up on this server .*kept here/)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText(`We have your booking ${reference}`);
  await expect(row).toContainText('Not sent');
  await row.getByText('Read the email').click();
  await expect(row.locator('pre')).toContainText(`/track?reference=${reference}`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page, `outbox at ${width}`);
    await shoot(page, 'outbox');
  }
  // Send again, still without SMTP: kept, and the page says why.
  await row.getByRole('button', { name: /^Send again/ }).click();
  await expect(page.getByRole('status')).toContainText('email is not set up on this server');
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Not sent');
});
