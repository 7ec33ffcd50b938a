import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { layoutShiftSoFar } from './support/layout-shift';
import { aboutPage } from '../../src/content/about';
import { blogPage, blogPath, blogPosts } from '../../src/content/blog';
import { faqItems, faqPage } from '../../src/content/faq';
import { guidePath, guides, guideSlugs } from '../../src/content/guides';
import { privacy, terms } from '../../src/content/legal';
import { pricingPage } from '../../src/content/pricing';
import { servicePages } from '../../src/content/service-pages';
import { servicePath, services, servicesSection } from '../../src/content/services';
import { site } from '../../src/content/site';

/** Every route this part of the site owns, with the h1 it must show. */
const pages = [
  { path: '/services', heading: servicesSection.heading },
  ...services.map((service) => ({
    path: servicePath(service.slug),
    heading: servicePages[service.slug].hero.title,
  })),
  { path: '/about', heading: aboutPage.title },
  { path: '/pricing', heading: pricingPage.title },
  { path: '/faq', heading: faqPage.title },
  { path: '/blog', heading: blogPage.title },
  ...blogPosts.map((post) => ({ path: blogPath(post.slug), heading: post.title })),
  { path: '/terms', heading: terms.title },
  { path: '/privacy', heading: privacy.title },
  ...guideSlugs.map((slug) => ({ path: guidePath(slug), heading: guides[slug].title })),
];

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const serviceSelect = (page: Page) => page.getByRole('combobox', { name: /^Service/ });

test.describe('server HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} answers 200 with its own heading, title, description and canonical`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1] ?? ''));
      expect(h1s).toEqual([heading]);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? '';
      expect(new URL(canonical).pathname).toBe(path);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('each of my pages has a title of its own', async ({ request }) => {
    const titles = await Promise.all(
      pages.map(async ({ path }) => {
        const html = await (await request.get(path)).text();
        return html.match(/<title>([^<]+)<\/title>/)?.[1];
      }),
    );
    expect(new Set(titles).size).toBe(pages.length);
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('details[name="faq"]');
    await expect(items).toHaveCount(faqItems.length);
    await page.getByText(faqItems[0]!.question).click();
    await expect(page.getByText(faqItems[0]!.answer)).toBeVisible();
    await page.getByText(faqItems[3]!.question).click();
    await expect(page.getByText(faqItems[3]!.answer)).toBeVisible();
    await expect(page.getByText(faqItems[0]!.answer)).toBeHidden();
    await expect(page.locator('details[name="faq"][open]')).toHaveCount(1);
  });

  test('the guide tells people to use the browser’s Print command', async ({ page }) => {
    await page.goto(guidePath('moving-plan'));
    await expect(page.getByText(/Use your browser’s Print command/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Print/ })).toHaveCount(0);
  });
});

test.describe('pages with JavaScript', () => {
  test('the FAQ keeps at most one answer open, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/faq');
    const open = page.locator('details[name="faq"][open]');
    await expect(open).toHaveCount(0);
    await page.getByText(faqItems[1]!.question).click();
    await expect(open).toHaveCount(1);
    const summary = page.locator('summary', { hasText: faqItems[5]!.question });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(faqItems[5]!.answer)).toBeVisible();
    await expect(page.getByText(faqItems[1]!.answer)).toBeHidden();
    await expect(open).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(open).toHaveCount(0);
  });

  test('the catalogue shows 11 cards whose Learn more links open the service pages', async ({
    page,
  }) => {
    await page.goto('/services');
    const main = page.getByRole('main');
    await expect(main.getByText(servicesSection.title, { exact: true })).toBeVisible();
    await expect(main.getByText(servicesSection.tagline)).toBeVisible();
    const learnMore = main.getByRole('link', { name: /^Learn more about / });
    await expect(learnMore).toHaveCount(11);
    for (const service of services) {
      await expect(main.getByRole('heading', { level: 2, name: service.name })).toBeVisible();
      await expect(main.getByText(service.desc)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Learn more about Safe Storage' }).click();
    await expect(page).toHaveURL(/\/services\/safestorage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      servicePages.safestorage.hero.title,
    );
    await page.goBack();
    await page.getByRole('link', { name: servicesSection.cta }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  for (const service of services) {
    const book = servicePages[service.slug].hero.ctas.find((cta) =>
      cta.href.startsWith('/booking'),
    );
    test(`${service.slug}: "${book?.label}" opens the booking with ${service.bookingService} chosen`, async ({
      page,
    }) => {
      await page.goto(servicePath(service.slug));
      await page.getByRole('link', { name: book!.label, exact: true }).first().click();
      await expect(page).toHaveURL(`/booking?service=${service.bookingService}`);
      await page.getByRole('tab', { name: /Service Details/ }).click();
      await expect(serviceSelect(page)).toHaveValue(service.bookingService);
    });
  }

  test('View Storage Plans scrolls to the plans', async ({ page }) => {
    await page.goto(servicePath('safestorage'));
    await page.getByRole('link', { name: 'View Storage Plans' }).click();
    await expect(page).toHaveURL(/#storage-plans$/);
    await expect(page.getByRole('heading', { name: 'Storage plans' })).toBeInViewport();
    await expect(page.getByTestId('storage-short-term')).toBeInViewport();
  });

  for (const [slug, label, guide] of [
    ['premoving', 'Download Planning Guide', 'moving-plan'],
    ['smartmovebudget', 'Download Savings Guide', 'savings'],
  ] as const) {
    test(`${label} opens the printable guide, whose button prints it`, async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await page.goto(servicePath(slug));
      await page.getByRole('link', { name: label }).first().click();
      await expect(page).toHaveURL(guidePath(guide));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guides[guide].title);
      const print = page.getByRole('button', { name: 'Print this guide' });
      await print.click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
      await page.emulateMedia({ media: 'print' });
      await expect(print).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('nothing moves when a guide hydrates (no layout shift at phone width)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(guidePath('moving-plan'));
    // The print button keeps its place unseen until React runs: visible means hydrated.
    await expect(page.getByRole('button', { name: 'Print this guide' })).toBeVisible();
    await expect(page.getByText(/Use your browser’s Print command/)).toBeHidden();
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.001);
  });

  test('the blog lists three posts, each opening its article and leading back', async ({
    page,
  }) => {
    await page.goto('/blog');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(blogPosts.map((post) => post.title));
    const post = blogPosts[1];
    await page.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(blogPath(post.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('heading', { name: post.sections[0].heading })).toBeVisible();
    await page.getByRole('link', { name: blogPage.back }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('/pricing shows the same prices as the service pages', async ({ page }) => {
    const pricesOn = async (path: string, prefix: string) => {
      await page.goto(path);
      return page.locator(`[data-testid^="${prefix}-"] [data-testid="price"]`).allTextContents();
    };
    const checks = [
      ['smartmovebudget', 'package'],
      ['safestorage', 'storage'],
      ['insurance', 'insurance'],
    ] as const;
    for (const [slug, prefix] of checks) {
      const onService = await pricesOn(servicePath(slug), prefix);
      const onPricing = await pricesOn('/pricing', prefix);
      expect(onService.length).toBe(3);
      expect(onPricing).toEqual(onService);
    }
    await page.goto('/pricing');
    await expect(page.getByTestId('package-standard')).toContainText('Best Value');
  });

  test('the quotation page shows the quotes desk phone and email', async ({ page }) => {
    await page.goto(servicePath('quotation'));
    await expect(page.getByRole('link', { name: `Phone: ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await expect(page.getByRole('link', { name: `Email: ${site.quotesEmail}` })).toHaveAttribute(
      'href',
      `mailto:${site.quotesEmail}`,
    );
    // No hand-written star ratings: a rating on the site comes from published reviews only.
    await expect(page.getByRole('img', { name: /^Rated \d out of 5$/ })).toHaveCount(0);
  });

  test('the car shifting gallery shows four described pictures', async ({ page }) => {
    await page.goto(servicePath('carshifting'));
    const gallery = page.getByRole('region', { name: 'How your car travels' });
    await expect(gallery.getByRole('img')).toHaveCount(4);
    for (const img of await gallery.getByRole('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
  });
});
