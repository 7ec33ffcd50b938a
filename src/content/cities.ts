import { claims } from './claims';
import { site } from './site';

/** The 13 cities with a MoveEase branch (spec §9), head office first. */
export const cities = [
  { name: 'Bhubaneswar', state: 'Odisha' },
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Delhi', state: 'Delhi NCR' },
  { name: 'Bangalore', state: 'Karnataka' },
  { name: 'Hyderabad', state: 'Telangana' },
  { name: 'Chennai', state: 'Tamil Nadu' },
  { name: 'Kolkata', state: 'West Bengal' },
  { name: 'Pune', state: 'Maharashtra' },
  { name: 'Ahmedabad', state: 'Gujarat' },
  { name: 'Jaipur', state: 'Rajasthan' },
  { name: 'Lucknow', state: 'Uttar Pradesh' },
  { name: 'Surat', state: 'Gujarat' },
  { name: 'Nagpur', state: 'Maharashtra' },
] as const satisfies readonly { name: string; state: string }[];

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
