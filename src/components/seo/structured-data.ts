import { cities } from '@/content/cities';
import type { BranchOffice } from '@/content/city-pages';
import type { FaqItem } from '@/content/faq';
import { mainNav } from '@/content/nav';
import { shareCardPath, logoPath } from '@/content/share-cards';
import { site } from '@/content/site';
import { siteUrl } from '@/env';

/**
 * schema.org structured data (JSON-LD) for the public pages, built only from the content
 * modules: nothing a visitor typed is ever passed in. The company's own rating is shown on
 * the page but never marked up (Google ignores self-serving reviews; see the research file).
 */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** One step of a breadcrumb trail: the page's visible name and its path. */
export interface Crumb {
  name: string;
  path: string;
}

const CONTEXT = 'https://schema.org' as const;

export const absoluteUrl = (path: string) => new URL(path, `${siteUrl()}/`).toString();

/** The company node's id, so other nodes point at it instead of repeating it. */
export const companyId = () => absoluteUrl('/#company');

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const city = (name: string, state: string) => ({
  '@type': 'City',
  name,
  containedInPlace: { '@type': 'State', name: state },
});

/** The company, on every public page. */
export function movingCompanyLd(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'MovingCompany',
    '@id': companyId(),
    name: site.name,
    alternateName: site.shortName,
    description: site.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl(logoPath),
    image: absoluteUrl(shareCardPath('site')),
    telephone: site.phone.tel,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: cities.map((entry) => city(entry.name, entry.state)),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: everyDay,
      opens: '00:00',
      closes: '23:59',
    },
    sameAs: site.social.map((profile) => profile.href),
  };
}

/** Home first, then the given pages; the last is the current page. */
/** `home`: the first crumb in the page's language (English unless given). */
export function breadcrumbTrail(
  pages: readonly Crumb[],
  home: { label: string; href: string } = mainNav.home,
): Crumb[] {
  return [{ name: home.label, path: home.href }, ...pages];
}

export function breadcrumbLd(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface ServiceFacts {
  name: string;
  description: string;
  path: string;
  /** A city for a city's page; all operational cities otherwise. */
  city?: { name: string; state: string };
  /** Typical prices in whole rupees, when the page shows some. */
  priceRange?: { low: number; high: number };
}

/** One service the company offers (a service page, or moving in one city). */
export function serviceLd({ name, description, path, city: where, priceRange }: ServiceFacts) {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Service',
    name,
    serviceType: name,
    description,
    url: absoluteUrl(path),
    provider: { '@id': companyId() },
    areaServed: where
      ? city(where.name, where.state)
      : cities.map((entry) => city(entry.name, entry.state)),
  };
  if (priceRange) {
    data.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: priceRange.low,
      highPrice: priceRange.high,
    };
  }
  return data;
}

/** A branch office, part of the company, on its city's page. */
export function branchOfficeLd({
  city: where,
  office,
  path,
}: {
  city: { name: string; state: string };
  office: BranchOffice;
  path: string;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'MovingCompany',
    '@id': absoluteUrl(`${path}#office`),
    name: `${site.name}, ${where.name}`,
    url: absoluteUrl(path),
    image: absoluteUrl(shareCardPath('site')),
    telephone: site.phone.tel,
    email: site.email,
    parentOrganization: { '@id': companyId() },
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.town,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: city(where.name, where.state),
  };
}

/** Questions and answers shown on the page, word for word. */
export function faqPageLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` are written as
 * \u escapes so no text can close the element or open a comment; U+2028/2029 likewise, for
 * older parsers. The result is still the same JSON.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
