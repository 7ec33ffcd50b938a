/**
 * Partner logos on the home page and /featured. The companies are placeholders for the
 * company's real partners: each wordmark is an original SVG under /public/partners/.
 */
export const partners = [
  { name: 'Kavacha Assurance', role: 'Transit insurance', logo: '/partners/kavacha-assurance.svg' },
  { name: 'TrackRoute', role: 'Live GPS tracking', logo: '/partners/trackroute.svg' },
  { name: 'CartonKraft', role: 'Packing materials', logo: '/partners/cartonkraft.svg' },
  {
    name: 'RailSetu Cargo',
    role: 'Rail freight for vehicles',
    logo: '/partners/rail-setu-cargo.svg',
  },
  { name: 'Sthira Storage', role: 'Storage warehouses', logo: '/partners/sthira-storage.svg' },
  { name: 'Payvah', role: 'Secure payments', logo: '/partners/payvah.svg' },
] as const satisfies readonly { name: string; role: string; logo: string }[];

export const featured = {
  metaTitle: 'Our Featured Partners',
  description:
    'The insurance, tracking, packing-material, rail-freight, storage and payment partners behind every MoveEase move.',
  eyebrow: 'Featured partners',
  heading: 'Trusted partners behind every move',
  text: 'We work with specialists so that every part of your move, from the cartons to the insurance, meets the same standard.',
} as const;
