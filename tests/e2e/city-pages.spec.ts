import { expect, test } from './support/test';
import { cities } from '../../src/content/cities';
import { cityPagePath, cityPageText, cityPriceSizes } from '../../src/content/city-pages/common';
import { cityPriceRows } from '../../src/lib/city-pages/city-prices';
import { formatInr } from '../../src/lib/format-inr';

// Axe at 390 and 1280 px runs on every city page in routes.spec.ts (they are public routes).

const SHINGLE = 5;
const LIMIT = 0.5;

/** The set of word 5-grams of a text. */
function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}₹]+/gu) ?? [];
  const set = new Set<string>();
  for (let index = 0; index + SHINGLE <= words.length; index += 1)
    set.add(words.slice(index, index + SHINGLE).join(' '));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(`no two city pages share ${LIMIT * 100} % of their main text (word ${SHINGLE}-grams, Jaccard)`, async ({
    page,
  }) => {
    const sets = new Map<string, Set<string>>();
    for (const city of cities) {
      await page.goto(cityPagePath(city.slug));
      sets.set(city.slug, shingles(await page.locator('main').innerText()));
    }
    const pairs: { pair: string; similarity: number }[] = [];
    const slugs = [...sets.keys()];
    for (const [index, a] of slugs.entries())
      for (const b of slugs.slice(index + 1))
        pairs.push({ pair: `${a}/${b}`, similarity: jaccard(sets.get(a)!, sets.get(b)!) });
    pairs.sort((x, y) => y.similarity - x.similarity);
    const top = pairs[0]!;
    console.log(
      `city pages: ${pairs.length} pairs, most alike ${top.pair} at ${top.similarity.toFixed(3)}, ` +
        `median ${pairs[Math.floor(pairs.length / 2)]!.similarity.toFixed(3)}`,
    );
    expect(pairs).toHaveLength((cities.length * (cities.length - 1)) / 2);
    for (const { pair, similarity } of pairs) expect(similarity, pair).toBeLessThan(LIMIT);
  });

  for (const city of cities) {
    test(`${city.name}: prices from the estimate model, links with the city filled in`, async ({
      page,
    }) => {
      const response = await page.goto(cityPagePath(city.slug));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(cityPageText.title(city.name));

      const rows = cityPriceRows(city.slug);
      expect(rows).toHaveLength(5);
      const cards = page.locator('#city-prices-heading ~ div > ul > li');
      await expect(cards).toHaveCount(rows.length);
      for (const [index, row] of rows.entries()) {
        const card = cards.nth(index);
        const figures = cityPriceSizes.map((size) =>
          cityPageText.range(formatInr(row.prices[size].low), formatInr(row.prices[size].high)),
        );
        await expect(card.locator('dd')).toHaveText(figures);
        const link = new URL((await card.getByRole('link').getAttribute('href')) ?? '', 'http://x');
        expect(link.pathname).toBe('/estimate');
        expect(link.searchParams.get('from')).toBe(row.from);
        expect(link.searchParams.get('to')).toBe(row.to);
      }
      // A bigger home never shows a lower figure.
      for (const row of rows)
        expect(row.prices['1bhk'].total).toBeLessThan(row.prices['3bhk'].total);

      const hero = page.locator('main h1 ~ div').first();
      const estimate = new URL(
        (await hero.getByRole('link', { name: cityPageText.estimateCta }).getAttribute('href'))!,
        'http://x',
      );
      expect(estimate.pathname).toBe('/estimate');
      expect([estimate.searchParams.get('from'), estimate.searchParams.get('to')]).toEqual([
        city.slug,
        city.slug,
      ]);
      const booking = new URL(
        (await hero.getByRole('link', { name: cityPageText.bookCta }).getAttribute('href'))!,
        'http://x',
      );
      expect(booking.pathname).toBe('/booking');
      expect(booking.searchParams.get('service')).toBe('household-shifting');
      expect(booking.searchParams.get('from')).toBe(city.slug);

      // The other twelve branch cities are linked, this one is not.
      const others = page.locator('#city-others-heading ~ div a');
      await expect(others).toHaveCount(cities.length - 1);
      await expect(others.filter({ hasText: city.name })).toHaveCount(0);
    });
  }

  test('the sitemap lists every city page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const city of cities) expect(sitemap).toContain(`${cityPagePath(city.slug)}</loc>`);
  });

  test('a city without a branch page is a 404', async ({ request }) => {
    expect((await request.get('/packers-and-movers/goa')).status()).toBe(404);
  });
});

test('the home page city list links to each city page', async ({ page }) => {
  await page.goto('/');
  const list = page.locator('section[aria-labelledby="cities-heading"] ul');
  for (const city of cities)
    await expect(list.getByRole('link', { name: city.name, exact: true })).toHaveAttribute(
      'href',
      cityPagePath(city.slug),
    );
  await list.getByRole('link', { name: 'Pune', exact: true }).click();
  await expect(page).toHaveURL(/\/packers-and-movers\/pune$/);
  await expect(page.locator('h1')).toHaveText(cityPageText.title('Pune'));
});
