// Every export of site.ts is here. The numbers, links, e-mail addresses and country code are the
// English `site`'s own, read from it, so they are written once.
import type * as en from './site';
import { site as english } from './site';
import type { Translated } from '@/lib/i18n/translated';

const headOffice = {
  street: 'ପ୍ଲଟ୍ 112, ସହିଦ ନଗର',
  city: 'ଭୁବନେଶ୍ୱର',
  region: 'ଓଡ଼ିଶା',
  postalCode: english.address.postalCode,
} as const;

export const site: Translated<typeof en.site> = {
  name: 'MoveEase ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ',
  shortName: english.shortName,
  tagline: 'ସମଗ୍ର ଭାରତରେ ସୁରକ୍ଷିତ ଓ ଠିକ୍ ସମୟରେ ଘର ଓ ଅଫିସ୍ ସିଫ୍ଟିଂ',
  phone: english.phone,
  whatsapp: {
    number: english.whatsapp.number,
    message: 'ନମସ୍କାର MoveEase, ମୋ ସିଫ୍ଟିଂ ପାଇଁ ମୁଁ ଗୋଟିଏ କୋଟେସନ୍ ଚାହୁଁଛି।',
  },
  email: english.email,
  quotesEmail: english.quotesEmail,
  privacyEmail: english.privacyEmail,
  hours: '24/7 ସହାୟତା',
  founded: english.founded,
  address: {
    street: headOffice.street,
    city: headOffice.city,
    region: headOffice.region,
    postalCode: headOffice.postalCode,
    country: english.address.country,
    lines: [headOffice.street, `${headOffice.city}, ${headOffice.region} ${headOffice.postalCode}`],
  },
  social: english.social,
};
