import { describe, expect, it } from 'vitest';
import { cities } from '@/content/cities';
import { site } from '@/content/site';
import {
  breadcrumbLd,
  breadcrumbTrail,
  faqPageLd,
  movingCompanyLd,
  serializeJsonLd,
  serviceLd,
} from './structured-data';

describe('serializeJsonLd', () => {
  const hostile = {
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: '</script><script>alert(1)</script><!-- & \u2028\u2029 >',
  } as const;

  it('leaves no character that could end the script element or open a comment', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('is still the same JSON', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    const company = movingCompanyLd();
    expect(JSON.parse(serializeJsonLd(company))).toEqual(company);
  });
});

describe('movingCompanyLd', () => {
  it('describes the company from content, serving the 13 cities, without rating markup', () => {
    const company = movingCompanyLd();
    expect(company).toMatchObject({
      '@type': 'MovingCompany',
      name: site.name,
      telephone: site.phone.tel,
      email: site.email,
      address: { addressLocality: site.address.city, postalCode: site.address.postalCode },
    });
    expect((company.areaServed as { name: string }[]).map((area) => area.name)).toEqual(
      cities.map((city) => city.name),
    );
    expect(JSON.stringify(company)).not.toMatch(/rating|review/i);
  });
});

describe('breadcrumbLd', () => {
  it('numbers the trail from 1, home first, with absolute URLs', () => {
    const data = breadcrumbLd(breadcrumbTrail([{ name: 'Our Services', path: '/services' }]));
    const items = data.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2]);
    expect(items[0]!.name).toBe('Home');
    expect(new URL(items[0]!.item).pathname).toBe('/');
    expect(new URL(items[1]!.item).pathname).toBe('/services');
  });
});

describe('serviceLd', () => {
  it('names one city when given, all cities otherwise, and prices only when given', () => {
    const everywhere = serviceLd({ name: 'Car Shifting', description: 'd', path: '/x' });
    expect(everywhere.areaServed).toHaveLength(cities.length);
    expect(everywhere.offers).toBeUndefined();
    const local = serviceLd({
      name: 'Packers and movers in Pune',
      description: 'd',
      path: '/y',
      city: { name: 'Pune', state: 'Maharashtra' },
      priceRange: { low: 5000, high: 90000 },
    });
    expect(local.areaServed).toMatchObject({ '@type': 'City', name: 'Pune' });
    expect(local.offers).toMatchObject({ priceCurrency: 'INR', lowPrice: 5000, highPrice: 90000 });
  });
});

describe('faqPageLd', () => {
  it('keeps each question with its own answer', () => {
    const data = faqPageLd([{ question: 'Q1?', answer: 'A1.' }]);
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
    ]);
  });
});
