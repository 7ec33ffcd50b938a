const headOffice = {
  street: 'Plot 112, Saheed Nagar',
  city: 'Bhubaneswar',
  region: 'Odisha',
  postalCode: '751007',
} as const;

/** The company's identity: the one place its name, numbers and addresses are written. */
export const site = {
  name: 'MoveEase Packers & Movers',
  shortName: 'MoveEase',
  tagline: 'Safe, on-time home and office relocation across India',
  phone: { display: '+91 98610 45678', tel: '+919861045678' },
  whatsapp: {
    number: '919861045678',
    message: 'Hello MoveEase, I would like a quote for my move.',
  },
  email: 'support@moveeasepackers.in',
  quotesEmail: 'quotes@moveeasepackers.in',
  privacyEmail: 'privacy@moveeasepackers.in',
  hours: '24/7 support',
  /** The year the company began: the one date its age is told from. */
  founded: 2021,
  address: {
    street: headOffice.street,
    city: headOffice.city,
    region: headOffice.region,
    postalCode: headOffice.postalCode,
    /** ISO 3166-1 code, for structured data. */
    country: 'IN',
    lines: [headOffice.street, `${headOffice.city}, ${headOffice.region} ${headOffice.postalCode}`],
  },
  /** Company profiles; the icons are drawn in components/layout/SocialIcon.tsx. */
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/moveeasepackers' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/moveeasepackers' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@moveeasepackers' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/moveeasepackers',
    },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/moveeasepackers' },
  ],
} as const;
