'use client';

import { hydrateWhenNear } from '@/components/ui/hydrate-when-near';

/**
 * The footer's newsletter box on every page, hydrated only when needed (hydrateWhenNear): its
 * code (the form and the shared lead-form hook) is not part of any page's first JavaScript.
 */
export const NewsletterSlot = hydrateWhenNear('newsletter', () =>
  import('./NewsletterForm').then((module) => module.NewsletterForm),
);
