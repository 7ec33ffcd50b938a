// Left out: bookFor (builds the booking link, no text).
import type * as en from './common';
import type { Translated } from '@/lib/i18n/translated';
import { site } from '../site';

// satisfies, not a type annotation: the variant keeps its literal type for a Cta.
export const callCta = {
  label: `कॉल करें ${site.phone.display}`,
  href: `tel:${site.phone.tel}`,
  variant: 'secondary',
} as const satisfies Translated<typeof en.callCta>;

export const servicePageText: Translated<typeof en.servicePageText> = {
  closing: {
    title: 'आप जब तैयार हों, हम तैयार हैं',
    text: 'दो मिनट में ऑनलाइन बुक करें या हमें कॉल करें। हमारी टीम 24 घंटे के अंदर आपसे संपर्क करेगी।',
    book: 'अपनी शिफ्टिंग बुक करें',
  },
  gallerySuffix: 'चित्र',
  quoteContact: {
    title: 'हमारे कोटेशन डेस्क से बात करें',
    text: '24/7 सहायता। ईमेल का जवाब हम 1 कामकाजी दिन के अंदर देते हैं।',
    phoneLabel: 'फ़ोन',
    emailLabel: 'ईमेल',
  },
};
