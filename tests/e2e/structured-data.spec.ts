import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cities } from '../../src/content/cities';
import { publicRoutes } from '../../src/content/routes';
import { services } from '../../src/content/services';

// Structured data and share cards are in the server's HTML; no script needs to run.
test.use({ javaScriptEnabled: false });

type Node = Record<string, unknown>;

async function jsonLdBlocks(page: Page): Promise<Node[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as Node);
}

const ofType = (blocks: Node[], type: string) => blocks.filter((block) => block['@type'] === type);

/** Every object anywhere inside the blocks, to look for rating markup at any depth. */
function everyObject(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((item) => everyObject(item, found));
  else if (value && typeof value === 'object') {
    found.push(value as Node);
    Object.values(value).forEach((item) => everyObject(item, found));
  }
  return found;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const pathOf = (url: unknown) => new URL(String(url)).pathname;

function expectCompany(company: Node) {
  for (const key of ['@id', 'name', 'url', 'logo', 'image', 'telephone', 'email', 'description'])
    expect(String(company[key] ?? ''), key).not.toBe('');
  expect(company.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.any(String),
    addressLocality: expect.any(String),
    postalCode: expect.stringMatching(/^\d{6}$/),
    addressCountry: 'IN',
  });
  const areas = company.areaServed as Node[];
  expect(areas.map((area) => area.name)).toEqual(cities.map((entry) => entry.name));
  expect(company.openingHoursSpecification).toMatchObject({
    dayOfWeek: expect.arrayContaining(['Monday', 'Sunday']),
    opens: '00:00',
    closes: '23:59',
  });
  expect((company.openingHoursSpecification as Node).dayOfWeek).toHaveLength(7);
  const profiles = company.sameAs as string[];
  expect(profiles.length).toBeGreaterThan(0);
  for (const profile of profiles) expect(profile).toMatch(/^https:\/\//);
}

for (const route of publicRoutes) {
  test(`${route}: JSON-LD and share card`, async ({ page }) => {
    await page.goto(route);
    const blocks = await jsonLdBlocks(page);

    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    for (const node of everyObject(blocks)) {
      expect(['AggregateRating', 'Review']).not.toContain(node['@type']);
      expect(Object.keys(node)).not.toEqual(expect.arrayContaining(['aggregateRating']));
      expect(Object.keys(node)).not.toEqual(expect.arrayContaining(['review']));
    }

    // The company once; on a city's page also its branch office, which points at the company.
    const [companies, offices] = [true, false].map((main) =>
      ofType(blocks, 'MovingCompany').filter(
        (node) => String(node['@id']).endsWith('/#company') === main,
      ),
    ) as [Node[], Node[]];
    expect(companies).toHaveLength(1);
    expectCompany(companies[0]!);
    expect(pathOf(companies[0]!.logo)).toBe('/logo.png');
    const cityPage = route.startsWith('/packers-and-movers/');
    expect(offices).toHaveLength(cityPage ? 1 : 0);
    for (const office of offices) {
      expect(office.parentOrganization).toEqual({ '@id': companies[0]!['@id'] });
      expect(office.address).toMatchObject({ postalCode: expect.stringMatching(/^\d{6}$/) });
      expect(pathOf(office.url)).toBe(route);
    }

    const breadcrumbs = ofType(blocks, 'BreadcrumbList');
    const visible = page.locator('nav[aria-label="Breadcrumb"] li');
    if (route === '/') {
      expect(breadcrumbs).toHaveLength(0);
    } else {
      // The marked-up trail is the one on the page, link for link, ending at this page.
      expect(breadcrumbs).toHaveLength(1);
      const items = breadcrumbs[0]!.itemListElement as Node[];
      const names = (await visible.allTextContents()).map((text) => text.trim());
      expect(items.map((item) => item.name)).toEqual(names);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(pathOf(items[0]!.item)).toBe('/');
      expect(pathOf(items.at(-1)!.item)).toBe(route);
      const links = await visible
        .locator('a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links).toEqual(items.slice(0, -1).map((item) => pathOf(item.item)));
      await expect(visible.last().locator('[aria-current="page"]')).toHaveCount(1);
    }

    const servicesHere = ofType(blocks, 'Service');
    if (services.some((service) => route === `/services/${service.slug}`)) {
      expect(servicesHere).toHaveLength(1);
      const service = servicesHere[0]!;
      expect(String(service.name)).not.toBe('');
      expect(String(service.description)).not.toBe('');
      expect(pathOf(service.url)).toBe(route);
      expect(service.provider).toEqual({ '@id': companies[0]!['@id'] });
      expect(service.areaServed).toBeTruthy();
    }

    // Questions marked up are the questions shown, answer for answer.
    for (const faq of ofType(blocks, 'FAQPage')) {
      const questions = faq.mainEntity as Node[];
      expect(questions.length).toBeGreaterThan(0);
      for (const question of questions) {
        const shown = page.locator('main details', {
          has: page.locator('summary', { hasText: String(question.name) }),
        });
        await expect(shown).toHaveCount(1);
        await expect(shown.locator('p').first()).toHaveText(
          String((question.acceptedAnswer as Node).text),
        );
      }
    }
    if (route === '/faq' || cityPage) expect(ofType(blocks, 'FAQPage')).toHaveLength(1);
    if (cityPage) {
      // The city's own service: its area is that city, its offer the range the page shows.
      expect(servicesHere).toHaveLength(1);
      const city = cities.find((entry) => route.endsWith(`/${entry.slug}`))!;
      expect(servicesHere[0]!.areaServed).toMatchObject({ '@type': 'City', name: city.name });
      expect(servicesHere[0]!.offers).toMatchObject({ priceCurrency: 'INR' });
      const offers = servicesHere[0]!.offers as { lowPrice: number; highPrice: number };
      const shown = (await page.locator('main dd').allTextContents()).flatMap((text) =>
        text.split('–').map((figure) => Number(figure.replace(/[^\d]/g, ''))),
      );
      expect(offers.lowPrice).toBe(Math.min(...shown));
      expect(offers.highPrice).toBe(Math.max(...shown));
    }

    // The share card: OpenGraph and X fields, and a 1200 × 630 PNG behind them.
    const meta = async (attribute: string, key: string) =>
      page.locator(`meta[${attribute}="${key}"]`).first().getAttribute('content');
    expect(pathOf(await meta('property', 'og:url'))).toBe(route);
    expect(await meta('property', 'og:title')).toBeTruthy();
    expect(await meta('property', 'og:description')).toBeTruthy();
    expect(await meta('property', 'og:image:alt')).toBeTruthy();
    expect(await meta('property', 'og:image:width')).toBe('1200');
    expect(await meta('property', 'og:image:height')).toBe('630');
    expect(await meta('name', 'twitter:card')).toBe('summary_large_image');
    const image = await meta('property', 'og:image');
    expect(image).toMatch(/^https?:\/\//);
    expect(await meta('name', 'twitter:image')).toBe(image);
    const response = await page.request.get(pathOf(image));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
}

test('the logo that structured data names is a square PNG of at least 112 px', async ({
  request,
}) => {
  const response = await request.get('/logo.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const { width, height } = pngSize(await response.body());
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(112);
});

test('an unknown share card is a 404', async ({ request }) => {
  expect((await request.get('/og/nope.png')).status()).toBe(404);
});
