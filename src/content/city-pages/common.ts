import type { CitySlug } from '../cities';
import { DEFAULT_WITHIN_CITY_KM } from '@/features/estimate/settings/city-distances';
import { site } from '../site';

/** The page of one branch city. */
export const cityPagePath = (slug: CitySlug) => `/packers-and-movers/${slug}`;

/** The home sizes whose typical prices each city page shows. */
export const cityPriceSizes = ['1bhk', '2bhk', '3bhk'] as const;
export type CityPriceSize = (typeof cityPriceSizes)[number];

/** Words every city page shares; what differs lives in the city's own module. */
export const cityPageText = {
  metaTitle: (city: string) => `Packers and Movers in ${city}`,
  eyebrow: (city: string, state: string) => `${city}, ${state}`,
  title: (city: string) => `Packers and movers in ${city}`,
  estimateCta: 'Get your instant estimate',
  bookCta: 'Book your move',
  callCta: `Call ${site.phone.display}`,
  pricesTitle: (city: string) => `Typical prices from ${city}`,
  pricesIntro: (city: string) =>
    `Worked out by our estimate for a home with a lift or on the ground floor at both ends, standard packing, no vehicle and no insurance; GST at 18 % included. Within ${city} we assume a ${DEFAULT_WITHIN_CITY_KM} km move across town. Your own figure depends on what you move and how: the estimate itemises it in a minute.`,
  within: (city: string) => `Within ${city}`,
  route: (from: string, to: string) => `${from} to ${to}`,
  sizeLabels: { '1bhk': '1 BHK', '2bhk': '2 BHK', '3bhk': '3 BHK' } satisfies Record<
    CityPriceSize,
    string
  >,
  range: (low: string, high: string) => `${low} – ${high}`,
  estimateRoute: (route: string) => `Itemise: ${route}`,
  areasTitle: (city: string) => `Areas we cover in ${city}`,
  areasNote: (city: string) =>
    `Our ${city} crew also goes to places near these; if yours is not listed, ask us.`,
  notesTitle: (city: string) => `Moving in ${city}: what we plan for`,
  officeTitle: (city: string) => `Our ${city} office`,
  headOffice: 'Head office',
  officeHours: 'Office open Monday to Saturday, 9:00 to 19:00. Phone and WhatsApp answered 24/7.',
  servicesTitle: (city: string) => `Our services in ${city}`,
  questionsTitle: (city: string) => `Questions people in ${city} ask us`,
  otherCitiesTitle: 'Our other branch cities',
  shareCardText: (city: string, areas: readonly string[]) =>
    `Local crew and office in ${city}: ${areas.slice(0, 4).join(', ')} and more.`,
} as const;
