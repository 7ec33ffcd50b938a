import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, unique } from './support/admin';
import { rowWhere } from './support/db';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface SourceRow {
  reference: string;
  id: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  landing: string | null;
  device: string | null;
  label: string;
}

const sourceOf = (name: string) =>
  rowWhere<SourceRow>(
    `select c.reference, c.id, s.utm_source, s.utm_medium, s.utm_campaign, s.referrer, s.landing,
       s.device, s.label
     from contact_messages c join lead_sources s on s.lead_kind = 'contact' and s.lead_id = c.id
     where c.name = ?`,
    name,
  );

async function sendMessage(page: Page, name: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill(name);
  await main.getByLabel('Email address').fill('source@example.in');
  await main.getByRole('textbox', { name: 'Message', exact: true }).fill('Moving next month.');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
}

test.describe('where a lead came from, with JavaScript', () => {
  test('the landing page’s campaign and referring site ride to a form on another page; staff see, filter and check it', async ({
    page,
  }) => {
    const name = unique('Campaign Visitor');
    await page.goto('/services?utm_source=Google&utm_medium=cpc&utm_campaign=diwali-sale', {
      referer: 'https://www.google.co.in/',
    });
    await page.waitForFunction(() => sessionStorage.getItem('lead-source') !== null);
    // Later pages of the visit keep the landing page's source.
    await page.goto('/about');
    await page.goto('/contact');
    await sendMessage(page, name);
    const row = sourceOf(name);
    expect(row).toMatchObject({
      utm_source: 'Google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali-sale',
      referrer: 'google.co.in',
      landing: '/services',
      device: 'desktop',
      label: 'google',
    });

    await signIn(page);
    await page.goto(`/admin/leads/contacts/${row!.id}`);
    const card = page.getByRole('region', { name: 'Where it came from' });
    await expect(card).toContainText('diwali-sale');
    await expect(card).toContainText('google.co.in');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations, `lead page at ${width}`).toEqual([]);
    }

    await page.goto('/admin?tab=contacts');
    await page.getByLabel(/^Source/).fill('Google');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/source=google/i);
    await expect(page.getByRole('main')).toContainText(row!.reference);
    await page.goto('/admin?tab=contacts&source=no-such-source');
    await expect(page.getByRole('main')).not.toContainText(row!.reference);
  });
});

test.describe('where a lead came from, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, userAgent: PHONE_UA });

  test('the form’s own page gives the campaign, and the user agent the device', async ({
    page,
  }) => {
    const name = unique('Flyer Reader');
    await page.goto('/contact?utm_source=flyer&utm_medium=print&utm_campaign=bhubaneswar-1');
    await sendMessage(page, name);
    expect(sourceOf(name)).toMatchObject({
      utm_source: 'flyer',
      utm_medium: 'print',
      utm_campaign: 'bhubaneswar-1',
      referrer: null,
      landing: '/contact',
      device: 'phone',
      label: 'flyer',
    });
  });
});
