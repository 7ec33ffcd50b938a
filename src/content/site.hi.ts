// Left out: none (the address, numbers and profile links are copied unchanged).
import type * as en from './site';
import type { Translated } from '@/lib/i18n/translated';

const headOffice = {
  street: 'प्लॉट 112, शहीद नगर',
  city: 'भुवनेश्वर',
  region: 'ओडिशा',
  postalCode: '751007',
} as const;

export const site: Translated<typeof en.site> = {
  name: 'MoveEase पैकर्स एंड मूवर्स',
  shortName: 'MoveEase',
  tagline: 'पूरे भारत में घर और ऑफ़िस की सुरक्षित, समय पर शिफ्टिंग',
  phone: { display: '+91 98610 45678', tel: '+919861045678' },
  whatsapp: {
    number: '919861045678',
    message: 'नमस्ते MoveEase, मुझे अपनी शिफ्टिंग के लिए कोटेशन चाहिए।',
  },
  email: 'support@moveeasepackers.in',
  quotesEmail: 'quotes@moveeasepackers.in',
  privacyEmail: 'privacy@moveeasepackers.in',
  hours: '24/7 सहायता',
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
