// Every export of site.ts is here; the numbers, links, e-mail addresses and country code are copied unchanged.
import type * as en from './site';
import type { Translated } from '@/lib/i18n/translated';

const headOffice = {
  street: 'ପ୍ଲଟ୍ 112, ସହିଦ ନଗର',
  city: 'ଭୁବନେଶ୍ୱର',
  region: 'ଓଡ଼ିଶା',
  postalCode: '751007',
} as const;

export const site: Translated<typeof en.site> = {
  name: 'MoveEase ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ',
  shortName: 'MoveEase',
  tagline: 'ସମଗ୍ର ଭାରତରେ ସୁରକ୍ଷିତ ଓ ଠିକ୍ ସମୟରେ ଘର ଓ ଅଫିସ୍ ସିଫ୍ଟିଂ',
  phone: { display: '+91 98610 45678', tel: '+919861045678' },
  whatsapp: {
    number: '919861045678',
    message: 'ନମସ୍କାର MoveEase, ମୋ ସିଫ୍ଟିଂ ପାଇଁ ମୁଁ ଗୋଟିଏ କୋଟେସନ୍ ଚାହୁଁଛି।',
  },
  email: 'support@moveeasepackers.in',
  quotesEmail: 'quotes@moveeasepackers.in',
  privacyEmail: 'privacy@moveeasepackers.in',
  hours: '24/7 ସହାୟତା',
  founded: 2021,
  address: {
    street: headOffice.street,
    city: headOffice.city,
    region: headOffice.region,
    postalCode: headOffice.postalCode,
    country: 'IN',
    lines: [headOffice.street, `${headOffice.city}, ${headOffice.region} ${headOffice.postalCode}`],
  },
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
};
