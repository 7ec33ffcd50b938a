import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { signIn, unique } from './support/admin';

const SHOTS = '/work/shots/reviews';

async function axeAt(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page, `${label} at ${width}`);
  }
}

const shootAt = screenshots(SHOTS);

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await shootAt(page, name);
}

/** A booking from Bhubaneswar to Pune, marked done by staff: its review link. */
async function doneMove(request: APIRequestContext, name: string) {
  const date = new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/bookings', {
    data: {
      name,
      email: 'reviewer@example.in',
      phone: '98610 45678',
      // No other test publishes a review of this service or city: their pages show ours.
      service: 'bike-shifting',
      date,
      pickup: { city: 'Bhubaneswar' },
      drop: { city: 'Pune' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // A move ahead of today is marked done early by the owner, with a reason.
  const done = await request.patch(`/api/admin/leads/bookings/${id}`, {
    data: { status: 'done', force: true, reason: 'Delivered early' },
  });
  expect(done.status()).toBe(200);
  const { reviewUrl } = (await done.json()) as { reviewUrl: string };
  expect(reviewUrl).toMatch(/\/review\/[\w-]{24}$/);
  return new URL(reviewUrl).pathname;
}

test('a done move is reviewed without and with JavaScript; the owner hides one and answers another; the pages show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const first = await doneMove(page.request, unique('Meera Das'));
  const second = await doneMove(page.request, unique('Ravi Kumar'));
  const kindText = `Packed every glass piece ${Date.now().toString(36)}`;
  const rudeText = `Rude words and a phone number ${Date.now().toString(36)}`;

  // Without JavaScript: a plain form post, refused without stars, then published.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await plain.newPage();
  await noJs.goto(first);
  await expect(noJs.getByRole('heading', { level: 1, name: 'Review your move' })).toBeVisible();
  await shoot(noJs, 'review-form');
  await noJs.getByLabel(/^Your review/).fill(kindText);
  await noJs.getByRole('button', { name: 'Publish my review' }).click();
  await expect(noJs.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
  await expect(noJs.getByLabel(/^Your review/)).toHaveValue(kindText);
  await noJs.getByLabel('4 stars').check();
  await noJs.getByLabel(/first name and initial/).check();
  await noJs.getByRole('button', { name: 'Publish my review' }).click();
  await expect(noJs.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible();
  await expect(noJs.getByRole('link', { name: 'Review us on Google' })).toBeVisible();
  await shoot(noJs, 'review-thanks');
  await plain.close();

  // With JavaScript: the same form, answered in place; a low rating is offered Google too.
  const scripted = await browser.newContext();
  const withJs = await scripted.newPage();
  await withJs.goto(second);
  // axe runs in the page's own JavaScript, so the form is checked here.
  await axeAt(withJs, 'review form');
  await withJs.getByLabel('1 star (poor)').check();
  await withJs.getByLabel(/^Your review/).fill(rudeText);
  await withJs.getByLabel(/^Anonymous/).check();
  await withJs.getByRole('button', { name: 'Publish my review' }).click();
  await expect(withJs.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible();
  await expect(withJs.getByRole('link', { name: 'Review us on Google' })).toBeVisible();
  // The link works once.
  await withJs.goto(second);
  await expect(withJs.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible();
  await scripted.close();

  // The owner hides the abusive one (with why) and answers the other.
  await page.goto('/admin/reviews');
  await axeAt(page, 'owner’s reviews');
  const rude = page.getByRole('listitem').filter({ hasText: rudeText });
  await rude.getByLabel(/Reason for hiding/).fill('Personal details');
  await rude.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('listitem').filter({ hasText: rudeText })).toContainText('Hidden by');
  const kind = page.getByRole('listitem').filter({ hasText: kindText });
  await kind.getByLabel('Public reply').fill('Thank you, Meera!');
  await kind.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  // The public pages: the hidden one nowhere, the answered one with its reply.
  await page.goto('/reviews');
  const main = page.getByRole('main');
  await expect(main).toContainText(kindText);
  await expect(main).toContainText('Thank you, Meera!');
  await expect(main).not.toContainText(rudeText);
  await expect(main).toContainText('Verified move');
  await expect(main).toContainText('Bhubaneswar to Pune');
  await expect(
    page.locator('script[type="application/ld+json"]', { hasText: '"Review"' }),
  ).toHaveCount(0);
  await axeAt(page, '/reviews');
  await shoot(page, 'reviews');
  for (const path of ['/services/bikeshifting', '/packers-and-movers/pune']) {
    await expect
      .poll(
        async () => {
          await page.goto(path);
          return page.getByRole('main').textContent();
        },
        { message: path, timeout: 20_000 },
      )
      .toContain(kindText);
    await expect(page.getByRole('main')).not.toContainText(rudeText);
  }
  // The home page shows the newest three from every service, and tests running beside this one
  // publish reviews too: it is current when it shows what /reviews shows first.
  await expect
    .poll(
      async () => {
        await page.goto('/reviews');
        const newest = await page.getByRole('main').locator('article').allTextContents();
        await page.goto('/');
        const strip = page.getByRole('region', { name: 'What customers of completed moves say' });
        const shown = await strip.locator('article').allTextContents();
        return JSON.stringify(shown) === JSON.stringify(newest.slice(0, 3));
      },
      { message: 'the home page shows the newest reviews', timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByRole('main')).not.toContainText(rudeText);
  await shoot(page, 'city-page-reviews');
});
