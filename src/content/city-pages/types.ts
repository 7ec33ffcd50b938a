import type { CitySlug } from '../cities';
import type { FaqItem } from '../faq';
import type { ServiceSlug } from '../services';

/**
 * What one city's page says. Everything here is written for that city alone: search engines
 * treat pages that differ only by the city's name as doorway pages, and a visitor would too.
 */
export interface CityPageContent {
  /** The sentence under the h1: why people move here, and how we work in this city. */
  intro: string;
  /** Search-result description (≤ 160 characters). */
  description: string;
  /** Localities and suburbs our crew in this city covers, as people here name them. */
  areas: readonly string[];
  /** What moving in this city involves: buildings, traffic rules, weather, paperwork. */
  localNotes: readonly { title: string; text: string }[];
  /** The branch office. */
  office: BranchOffice;
  /** The four places people from here most often move to (each a branch city). */
  destinations: readonly [CitySlug, CitySlug, CitySlug, CitySlug];
  /** Services as they work in this city. */
  services: readonly { slug: ServiceSlug; note: string }[];
  /** Questions local customers ask us. */
  questions: readonly FaqItem[];
}

/** A branch office's postal address, and how to find it. */
export interface BranchOffice {
  street: string;
  /** The town as the post office writes it (New Delhi, Bengaluru). */
  town: string;
  region: string;
  postalCode: string;
  /** How to find it, as a local would say it. */
  landmark: string;
}

export const officeLines = (office: BranchOffice) => [
  office.street,
  `${office.town}, ${office.region} ${office.postalCode}`,
];
