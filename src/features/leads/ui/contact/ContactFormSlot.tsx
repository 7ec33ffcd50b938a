'use client';

import { hydrateWhenNear } from '@/components/ui/hydrate-when-near';

/**
 * The contact form at the foot of the home page, hydrated only when needed (hydrateWhenNear):
 * its code is not part of the home page's first JavaScript. /contact, where the form is the
 * first screen, uses ContactForm itself.
 */
export const ContactFormSlot = hydrateWhenNear('contact-form', () =>
  import('./ContactForm').then((module) => module.ContactForm),
);
