// Left out: none. The numbers, addresses and profile links are the English `site`'s own, read
// from it, so they are written once.
import type * as en from './site';
import { site as english } from './site';
import type { Translated } from '@/lib/i18n/translated';

const headOffice = {
  street: 'प्लॉट 112, शहीद नगर',
  city: 'भुवनेश्वर',
  region: 'ओडिशा',
  postalCode: english.address.postalCode,
} as const;

export const site: Translated<typeof en.site> = {
  name: 'MoveEase पैकर्स एंड मूवर्स',
  shortName: english.shortName,
  tagline: 'पूरे भारत में घर और ऑफ़िस की सुरक्षित, समय पर शिफ्टिंग',
  phone: english.phone,
  whatsapp: {
    number: english.whatsapp.number,
    message: 'नमस्ते MoveEase, मुझे अपनी शिफ्टिंग के लिए कोटेशन चाहिए।',
  },
  email: english.email,
  quotesEmail: english.quotesEmail,
  privacyEmail: english.privacyEmail,
  hours: '24/7 सहायता',
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
