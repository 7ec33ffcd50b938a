// Left out: none. The partners' names are brand names and stay in Latin letters.
import type * as en from './partners';
import type { Translated } from '@/lib/i18n/translated';

export const partners: Translated<typeof en.partners> = [
  { name: 'Kavacha Assurance', role: 'ट्रांज़िट बीमा', logo: '/partners/kavacha-assurance.svg' },
  { name: 'TrackRoute', role: 'लाइव GPS ट्रैकिंग', logo: '/partners/trackroute.svg' },
  { name: 'CartonKraft', role: 'पैकिंग सामग्री', logo: '/partners/cartonkraft.svg' },
  {
    name: 'RailSetu Cargo',
    role: 'गाड़ियों की रेल से ढुलाई',
    logo: '/partners/rail-setu-cargo.svg',
  },
  { name: 'Sthira Storage', role: 'स्टोरेज गोदाम', logo: '/partners/sthira-storage.svg' },
  { name: 'Payvah', role: 'सुरक्षित भुगतान', logo: '/partners/payvah.svg' },
];

export const featured: Translated<typeof en.featured> = {
  metaTitle: 'हमारे ख़ास पार्टनर',
  description:
    'बीमा, ट्रैकिंग, पैकिंग सामग्री, रेल ढुलाई, स्टोरेज और भुगतान के वे पार्टनर, जो MoveEase की हर शिफ्टिंग के पीछे हैं।',
  eyebrow: 'ख़ास पार्टनर',
  heading: 'हर शिफ्टिंग के पीछे भरोसेमंद पार्टनर',
  text: 'हम विशेषज्ञों के साथ काम करते हैं, ताकि कार्टन से लेकर बीमा तक, आपकी शिफ्टिंग का हर हिस्सा एक जैसे ऊँचे स्तर का हो।',
};
