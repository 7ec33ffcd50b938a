import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, POSTGRES, test } from './support/test';
import { rowWhere } from './support/db';
import {
  ADMIN_PASSWORD,
  bookThroughTheForm,
  leadRow,
  SESSION_COOKIE,
  signIn,
  unique,
} from './support/admin';

test.describe('staff dashboard', () => {
  test(
    'a booking made on /booking: seen, status changed, searched, exported, deleted; then sign-out kills the cookie',
    POSTGRES,
    async ({ page, context, request }) => {
      const name = unique('Ananya Mohanty');
      const email = `${name.split(' ').at(-1)}@example.in`;
      const reference = await bookThroughTheForm(page, name, email);

      await signIn(page);
      await expect(page.getByRole('link', { name: /^Bookings \d+ new$/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Newest first: the booking just made is on the first page.
      // A compact row: reference, status, name, the move; the rest is on the lead's page.
      const row = leadRow(page, reference);
      await expect(row).toContainText(name);
      await expect(row).toContainText('Car Shifting');
      await expect(row).toContainText('New');
      await expect(row.getByRole('combobox')).toHaveCount(0);

      await row.getByRole('link', { name: reference }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
      await expect(page.getByText(email).first()).toBeVisible();
      await expect(page.getByText('Sedan, ground floor parking.')).toBeVisible();
      await page.getByRole('button', { name: 'Mark contacted' }).click();
      await expect(page.getByText('New → Contacted')).toBeVisible();
      await page.getByRole('link', { name: 'All leads' }).click();
      expect(
        rowWhere<{ status: string }>('select status from bookings where reference = ?', reference),
      ).toEqual({ status: 'contacted' });

      await page.getByLabel(/^Search/).fill(name.split(' ').at(-1)!);
      await page.getByLabel('Status', { exact: true }).selectOption('contacted');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/status=contacted/);
      await expect(page.getByText('Showing 1–1 of 1.')).toBeVisible();
      await expect(leadRow(page, reference)).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: /Export CSV/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^moveease-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"Reference","Received (India time)","Status","Language","Name","Email","Phone","Service","Moving date","Pickup city","Pickup area","Pickup address","Drop city","Drop area","Drop address","Message","Estimate","Came in by","Quotation","Reverse charge","Customer pays us (₹)","Paid (₹)","Balance due (₹)","Source","Campaign source (utm_source)","Medium (utm_medium)","Campaign (utm_campaign)","Came from site","Landing page","Device"',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"${reference}"`);
      expect(lines[1]).toContain(`"${name}"`);
      expect(lines[1]).toContain('"contacted"');
      expect(lines[1]).toContain(`"+919861045678"`);

      // Delete is on the lead's page (the owner's), and confirmed on the list.
      await leadRow(page, reference).getByRole('link', { name: reference }).click();
      await page.getByRole('link', { name: `Delete ${reference}` }).click();
      const confirmHeading = page.getByRole('heading', { name: `Delete ${reference} for good?` });
      await expect(confirmHeading).toBeFocused();
      await page.getByRole('button', { name: 'Delete permanently' }).click();
      await expect(page.getByRole('status')).toHaveText(`${reference} was deleted.`);
      await expect(leadRow(page, reference)).toHaveCount(0);
      expect(rowWhere('select 1 from bookings where reference = ?', reference)).toBeUndefined();

      const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('You have signed out.')).toBeVisible();
      expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);

      // The old cookie, replayed, is dead: the session ended in the database.
      const replay = { cookie: `${SESSION_COOKIE}=${cookie!.value}` };
      const api = await request.get('/api/admin/leads?type=bookings', { headers: replay });
      expect(api.status()).toBe(401);
      await context.addCookies([{ ...cookie! }]);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/sign-in\?reason=expired/);
      await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    },
  );

  test('wrong passwords lock the address out, even for the right password', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/sign-in');
    /** One try, waiting for its answer (the form clears itself once the action returns). */
    const attempt = async (password: string) => {
      await page.getByLabel('Password').fill(password);
      const answered = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await answered;
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    };
    const alert = (text: RegExp) => page.getByRole('alert').filter({ hasText: text });
    for (let i = 1; i <= 4; i++) {
      await attempt(`wrong-${i}`);
      await expect(alert(/That email and password do not match an account/)).toBeVisible();
    }
    await attempt('wrong-5');
    await expect(
      alert(
        /Too many wrong passwords from this address\. Sign-in from here is paused; try again in 15 minutes\./,
      ),
    ).toBeVisible();
    await attempt(ADMIN_PASSWORD);
    await expect(alert(/Too many wrong passwords/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  });

  test('a visitor-typed <script> is shown as text and never runs', async ({ page, request }) => {
    const marker = unique('xss');
    const name = `<script>window.__pwned="${marker}"</script><img src=x onerror="window.__pwned=1">`;
    const response = await request.post('/api/bookings', {
      data: {
        name,
        email: 'xss@example.in',
        phone: '98610 45678',
        service: 'bike-shifting',
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        message: `<b>${marker}</b>`,
      },
    });
    expect(response.status()).toBe(201);
    const { reference } = await response.json();
    await signIn(page);
    await page.goto(`/admin?q=${reference}`);
    const row = leadRow(page, reference);
    await expect(row.getByText(name, { exact: true })).toBeVisible();
    await expect(row.locator('img, b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // The message is on the lead's page (the list's rows are short), as text too.
    await row.getByRole('link', { name: reference }).click();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(`<b>${marker}</b>`)).toBeVisible();
    await expect(details.locator('img, b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  test('search says when nothing matches, and every tab has its own list', async ({ page }) => {
    await signIn(page);
    await page.goto(`/admin?tab=quotes&q=${unique('nobody')}`);
    await expect(page.getByText('No quote requests match this search.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const tab of ['Contact messages', 'Newsletter subscribers', 'Bookings']) {
      await page.getByRole('link', { name: new RegExp(`^${tab} \\d+ new$`) }).click();
      await expect(page.getByRole('link', { name: new RegExp(`^${tab}`) })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('works by keyboard: sign in, search, change a status', async ({ page, request }) => {
    const name = unique('Keyboard Lead');
    const created = await request.post('/api/bookings', {
      data: {
        name,
        email: 'keys@example.in',
        phone: '98610 45678',
        service: 'safe-storage',
        date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    const { reference } = await created.json();
    await page.goto('/admin');
    // Email first (left empty: the owner's shared password alone signs in), then the password.
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
    await page.getByLabel(/^Search/).focus();
    await page.keyboard.type(reference);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Showing 1–1 of 1.')).toBeVisible();
    await leadRow(page, reference).getByRole('link', { name: reference }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    const select = page.getByLabel('Status', { exact: true });
    await select.focus();
    await select.selectOption('booked');
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('New → Booked')).toBeVisible();
  });

  test('has no axe violations: sign-in, dashboard and delete confirmation, desktop and phone', async ({
    page,
    request,
  }) => {
    // Six axe runs, two over a full page of leads (table and cards): allow a slow shared CPU.
    test.setTimeout(120_000);
    const created = await request.post('/api/bookings', {
      data: {
        name: unique('Axe Lead'),
        email: 'axe@example.in',
        phone: '98610 45678',
        service: 'office-shifting',
        date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
        message: 'A long message. '.repeat(20),
      },
    });
    const { id } = await created.json();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.context().clearCookies();
      await page.goto('/admin/sign-in');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.getByLabel('Password').fill('not-it');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /do not match/ })).toBeVisible();
      // The button, disabled (grey) while the form was sent, fades back to its colour
      // (transition-colors): a check in the middle of the fade read a contrast of 2.6.
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      await page.waitForFunction(() => document.getAnimations().length === 0);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      // The dashboard itself is read at both widths in team-works-a-lead.spec.ts; here, under
      // its delete confirmation.
      await signIn(page);
      await page.goto(`/admin?confirm=${id}`);
      await expect(page.getByRole('button', { name: 'Delete permanently' })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
  });
});

test.describe('staff dashboard without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign in, search, change a status and delete with plain forms', async ({
    page,
    request,
  }) => {
    const name = unique('No Script Lead');
    const created = await request.post('/api/bookings', {
      data: {
        name,
        email: 'noscript@example.in',
        phone: '98610 45678',
        service: 'household-shifting',
        date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    const { reference } = await created.json();
    await page.goto('/admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
    await page.getByLabel(/^Search/).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await leadRow(page, reference).getByRole('link', { name: reference }).click();
    // Contacted, not Done: a move nine days ahead cannot be done yet.
    await page.getByLabel('Status', { exact: true }).selectOption('contacted');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('New → Contacted')).toBeVisible();
    await page.getByRole('link', { name: `Delete ${reference}` }).click();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByRole('status')).toHaveText(`${reference} was deleted.`);
    expect(rowWhere('select 1 from bookings where reference = ?', reference)).toBeUndefined();
  });
});
