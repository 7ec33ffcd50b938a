import { describe, expect, it } from 'vitest';
import * as about from './about';
import * as blog from './blog';
import { claims } from './claims';
import * as faq from './faq';
import * as guides from './guides';
import * as legal from './legal';
import * as pricing from './pricing';
import { publicRoutes } from './routes';
import * as servicePages from './service-pages';
import { site } from './site';

/** Every string a module exports, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const prose = [about, blog, faq, guides, legal, pricing, servicePages].flatMap(stringsOf);

describe('page content', () => {
  it('states experience one way only: 5+ years and 30 years combined', () => {
    expect(prose.filter((text) => /decade/i.test(text))).toEqual([]);
    const aboutText = stringsOf(about).join(' ');
    expect(aboutText).toContain(claims.experience.text);
    expect(aboutText).toContain(claims.teamExperience);
  });

  it('has at least ten distinct, answered FAQ questions', () => {
    const questions = faq.faqItems.map((item) => item.question);
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(questions).size).toBe(questions.length);
    for (const item of faq.faqItems) expect(item.answer.length).toBeGreaterThan(80);
    const asked = questions.join(' ');
    for (const topic of [
      /GST/,
      /insurance/i,
      /packing/i,
      /pets/i,
      /car or bike/i,
      /pay/i,
      /damaged/i,
    ]) {
      expect(asked).toMatch(topic);
    }
  });

  it('has terms in 6 sections and a privacy policy in 8, updated 25/12/2024', () => {
    expect(legal.terms.sections).toHaveLength(6);
    expect(legal.privacy.sections).toHaveLength(8);
    expect(legal.privacy.lastUpdated).toBe('2024-12-25');
  });

  it('says in the privacy policy what is stored, and how to have it erased', () => {
    const text = stringsOf(legal.privacy).join(' ');
    for (const kind of ['Bookings', 'Contact messages', 'Quote requests', 'Newsletter']) {
      expect(text).toContain(kind);
    }
    expect(text).toContain('DPDP Act');
    expect(text).toMatch(/erase/);
    expect(text).toContain(site.privacyEmail);
  });

  it('lists three blog posts with real dates and articles, each with its own route', () => {
    expect(blog.blogPosts).toHaveLength(3);
    for (const post of blog.blogPosts) {
      expect(new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.date);
      expect(post.sections.length).toBeGreaterThanOrEqual(3);
      expect(publicRoutes).toContain(blog.blogPath(post.slug));
    }
  });

  it('gives each printable guide content and a public route', () => {
    for (const slug of guides.guideSlugs) {
      expect(guides.guides[slug].slug).toBe(slug);
      expect(guides.guides[slug].sections.length).toBeGreaterThan(0);
      expect(publicRoutes).toContain(guides.guidePath(slug));
    }
  });

  it('lists every public route once', () => {
    expect(new Set(publicRoutes).size).toBe(publicRoutes.length);
  });
});
