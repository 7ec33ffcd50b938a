import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { cities } from '@/content/cities';
import { cityPriceRows } from '@/lib/city-pages/city-prices';
import { CityPage } from './CityPage';

/** The words a reader (or a search engine) gets from one city page, lower case, tags gone. */
function pageWords(slug: (typeof cities)[number]['slug']): string[] {
  const html = renderToStaticMarkup(<CityPage slug={slug} prices={cityPriceRows(slug)} />);
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}₹]+/u)
    .filter(Boolean);
}

const phrases = (words: string[]) =>
  new Set(words.slice(0, -4).map((_, i) => words.slice(i, i + 5).join(' ')));

// Pages that differ only by a city's name are doorway pages to a search engine and to a reader.
// Of any two city pages, under half of the smaller page's five-word phrases may appear on the other.
it('no two city pages share half of their five-word phrases', () => {
  const sets = cities.map((city) => ({ slug: city.slug, phrases: phrases(pageWords(city.slug)) }));
  let worst = { share: 0, pair: '' };
  for (const [i, a] of sets.entries())
    for (const b of sets.slice(i + 1)) {
      let shared = 0;
      for (const phrase of a.phrases) if (b.phrases.has(phrase)) shared += 1;
      const share = shared / Math.min(a.phrases.size, b.phrases.size);
      if (share > worst.share) worst = { share, pair: `${a.slug} and ${b.slug}` };
    }
  expect(worst.share, `${worst.pair} share ${(worst.share * 100).toFixed(1)} %`).toBeLessThan(0.5);
});
