import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicReviews } from '@/features/reviews/reviews';
import { Hero } from './Hero';
import { RatingsStrip } from './RatingsStrip';

const published = (count: number, average: number | null): PublicReviews => ({
  items: [],
  count,
  average,
  page: 1,
  pages: 1,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const ratingClaim = /\d(\.\d)?\s*(\/\s*5|out of 5)|review/i;

describe('the home page’s figures (issue 45)', () => {
  it('claim no rating, review count or customer figure without published reviews', () => {
    for (const reviews of [null, published(0, null)]) {
      const strip = text(renderToStaticMarkup(<RatingsStrip reviews={reviews} />));
      const hero = text(renderToStaticMarkup(<Hero phonePoster="data:," reviews={reviews} />));
      for (const out of [strip, hero]) {
        expect(out).not.toMatch(ratingClaim);
        expect(out).not.toMatch(/moves completed|satisfaction|\d+%|1200|5000/i);
      }
      // The company's own facts stay.
      expect(strip).toContain('25+ cities served');
      expect(strip).toContain('2021 the year we began');
    }
  });

  it('show the published reviews’ own average and count, in the hero and the strip', () => {
    const reviews = published(1, 4);
    const strip = text(renderToStaticMarkup(<RatingsStrip reviews={reviews} />));
    const hero = text(renderToStaticMarkup(<Hero phonePoster="data:," reviews={reviews} />));
    expect(strip).toContain('4.0/5 rating from 1 review of completed moves');
    expect(hero).toContain('4.0 out of 5 from 1 review');
    expect(`${strip} ${hero}`).not.toMatch(/4\.9|1200/);
  });
});
