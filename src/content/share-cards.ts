import { cities, type CitySlug } from './cities';
import { cityPages } from './city-pages';
import { cityPageText } from './city-pages/common';
import { claims } from './claims';
import { services, type ServiceSlug } from './services';
import { site } from './site';

/**
 * The pictures a shared link shows (WhatsApp, Facebook, X, LinkedIn): 1200 × 630 PNGs drawn
 * at build time by app/og/[card]/route.tsx. One for the company, one per service page, one per city page.
 */
export interface ShareCard {
  /** Small line above the title. */
  eyebrow: string;
  title: string;
  text: string;
  /** The image's alternative text. */
  alt: string;
}

export const shareCardSize = { width: 1200, height: 630 } as const;

/** Printed at the foot of every card. */
export const shareCardFooter = {
  phone: site.phone.display,
  facts: `${claims.support} · ${cities.length} branch cities · ${claims.cities.value} ${claims.cities.label}`,
} as const;

export type ShareCardKey = 'site' | `service-${ServiceSlug}` | `city-${CitySlug}`;

const siteCard: ShareCard = {
  eyebrow: site.name,
  title: site.tagline,
  text: `Home, office, car and bike moves from ${cities.length} branches, with an itemised price before you book.`,
  alt: `${site.name}: ${site.tagline}`,
};

const serviceCards = Object.fromEntries(
  services.map((service) => [
    `service-${service.slug}`,
    {
      eyebrow: site.name,
      title: service.name,
      text: service.desc,
      alt: `${service.name} by ${site.name}`,
    },
  ]),
) as Record<`service-${ServiceSlug}`, ShareCard>;

const cityCards = Object.fromEntries(
  cities.map((city) => [
    `city-${city.slug}`,
    {
      eyebrow: site.name,
      title: cityPageText.title(city.name),
      text: cityPageText.shareCardText(city.name, cityPages[city.slug].areas),
      alt: `${cityPageText.title(city.name)}: ${site.name}`,
    },
  ]),
) as Record<`city-${CitySlug}`, ShareCard>;

export const shareCards: Record<ShareCardKey, ShareCard> = {
  site: siteCard,
  ...serviceCards,
  ...cityCards,
};

export const shareCardKeys = Object.keys(shareCards) as ShareCardKey[];

export const isShareCardKey = (key: string): key is ShareCardKey => Object.hasOwn(shareCards, key);

export const shareCardPath = (key: ShareCardKey) => `/og/${key}.png`;

/** The square logo for structured data (search engines want a raster image ≥ 112 px). */
export const logoPath = '/logo.png';
