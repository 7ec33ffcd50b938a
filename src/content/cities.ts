import { claims } from './claims';
import { site } from './site';

/** The 13 cities with a MoveEase branch (spec §9), head office first. */
export const cities = [
  { slug: 'bhubaneswar', name: 'Bhubaneswar', state: 'Odisha' },
  { slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra' },
  { slug: 'delhi', name: 'Delhi', state: 'Delhi NCR' },
  { slug: 'bangalore', name: 'Bangalore', state: 'Karnataka' },
  { slug: 'hyderabad', name: 'Hyderabad', state: 'Telangana' },
  { slug: 'chennai', name: 'Chennai', state: 'Tamil Nadu' },
  { slug: 'kolkata', name: 'Kolkata', state: 'West Bengal' },
  { slug: 'pune', name: 'Pune', state: 'Maharashtra' },
  { slug: 'ahmedabad', name: 'Ahmedabad', state: 'Gujarat' },
  { slug: 'jaipur', name: 'Jaipur', state: 'Rajasthan' },
  { slug: 'lucknow', name: 'Lucknow', state: 'Uttar Pradesh' },
  { slug: 'surat', name: 'Surat', state: 'Gujarat' },
  { slug: 'nagpur', name: 'Nagpur', state: 'Maharashtra' },
] as const satisfies readonly { slug: string; name: string; state: string }[];

/** A city's slug: its name in lower case; URLs (/packers-and-movers/{slug}) and the estimate use it. */
export type CitySlug = (typeof cities)[number]['slug'];

export const citySlugs = cities.map((city) => city.slug) as [CitySlug, ...CitySlug[]];

export function cityBySlug(slug: string) {
  return cities.find((city) => city.slug === slug);
}

export const operation = {
  metaTitle: 'Cities We Operate In',
  description: `MoveEase has branches in ${cities.length} Indian cities, from Bhubaneswar to Mumbai, Delhi and Bangalore, and moves homes and offices to ${claims.cities.value} cities.`,
  eyebrow: 'Where we operate',
  heading: 'Our operational cities',
  text: `Local crews and warehouses in ${cities.length} cities, and door-to-door moves between any of them and ${claims.cities.value} destinations across India.`,
  headOfficeCity: site.address.city,
  headOfficeLabel: 'Head office',
  note: 'Moving somewhere not on this list? We very likely go there too: ask us for a quote.',
} as const;
