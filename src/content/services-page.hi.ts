// Left out: none.
import type * as en from './services-page';
import type { Translated } from '@/lib/i18n/translated';

export const servicesPage: Translated<typeof en.servicesPage> = {
  metaTitle: 'हमारी सेवाएँ',
  description:
    'पैकिंग और मूविंग, घर और ऑफ़िस की शिफ्टिंग, कार और बाइक की ढुलाई, स्टोरेज, बीमा और लोडिंग: पूरे भारत में शिफ्टिंग की 11 सेवाएँ।',
};
