// Left out: none.
import type * as en from './not-found';
import type { Translated } from '@/lib/i18n/translated';

export const notFoundPage: Translated<typeof en.notFoundPage> = {
  metaTitle: 'पेज नहीं मिला',
  description: 'आप जो पेज ढूँढ रहे थे, वह नहीं मिला।',
  code: '404',
  heading: 'यह पेज रास्ता भटक गया',
  text: 'आपने जो पेज खोला, वह मौजूद नहीं है या कहीं और चला गया है। आपका सामान कभी ऐसे नहीं भटकता — चलिए, आपको सही रास्ते पर वापस ले चलते हैं।',
  home: { label: 'होम पेज पर वापस जाएँ', href: '/' },
  links: [
    { label: 'हमारी सेवाएँ', href: '/services' },
    { label: 'शिफ्टिंग बुक करें', href: '/booking' },
    { label: 'संपर्क करें', href: '/contact' },
  ],
};
