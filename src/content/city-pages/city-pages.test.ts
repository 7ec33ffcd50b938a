import { describe, expect, it } from 'vitest';
import { cities } from '../cities';
import { cityPriceRange, cityPriceRows } from '@/lib/city-pages/city-prices';
import { cityPages } from '.';

describe.each(cities.map((city) => [city.name, city] as const))('%s page content', (_, city) => {
  const page = cityPages[city.slug];

  it('goes to four other branch cities, each once', () => {
    expect(new Set(page.destinations).size).toBe(4);
    expect(page.destinations).not.toContain(city.slug);
  });

  it('names its own areas, office, notes, services and questions', () => {
    expect(new Set(page.areas).size).toBe(page.areas.length);
    expect(page.areas.length).toBeGreaterThanOrEqual(10);
    expect(page.office.postalCode).toMatch(/^\d{6}$/);
    expect(page.localNotes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(page.services.map((service) => service.slug)).size).toBe(page.services.length);
    expect(page.questions.length).toBeGreaterThanOrEqual(3);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.description).toContain(city.name);
  });

  it('prices a bigger home higher on every route, and a range that holds every figure', () => {
    const rows = cityPriceRows(city.slug);
    expect(rows.map((row) => row.to)).toEqual([city.slug, ...page.destinations]);
    for (const row of rows) {
      expect(row.prices['1bhk'].total).toBeLessThan(row.prices['2bhk'].total);
      expect(row.prices['2bhk'].total).toBeLessThan(row.prices['3bhk'].total);
      for (const price of Object.values(row.prices)) {
        expect(price.low).toBeLessThanOrEqual(price.total);
        expect(price.total).toBeLessThanOrEqual(price.high);
      }
    }
    // Across town costs less than any of the intercity routes.
    for (const row of rows.slice(1))
      expect(rows[0]!.prices['2bhk'].total).toBeLessThan(row.prices['2bhk'].total);
    const range = cityPriceRange(rows);
    expect(range.low).toBe(rows[0]!.prices['1bhk'].low);
    expect(range.high).toBe(Math.max(...rows.map((row) => row.prices['3bhk'].high)));
  });
});

it('every city page says something no other page says (no shared intro or local note)', () => {
  const seen = new Map<string, string>();
  for (const city of cities) {
    const page = cityPages[city.slug];
    for (const text of [page.intro, ...page.localNotes.map((note) => note.text)]) {
      expect(seen.get(text), `${city.slug} repeats ${seen.get(text)}`).toBeUndefined();
      seen.set(text, city.slug);
    }
  }
});
