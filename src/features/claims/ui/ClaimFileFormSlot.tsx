'use client';

import { hydrateWhenNear } from '@/components/ui/hydrate-when-near';

/**
 * /track's claim form, hydrated only when needed (hydrateWhenNear): it shows below a delivered
 * move's steps, so its code (the form, its texts, the photo shrinking) is not part of /track's
 * first JavaScript. Without JavaScript it posts as it always did.
 */
export const ClaimFileFormSlot = hydrateWhenNear('claim-form', () =>
  import('./ClaimFileForm').then((module) => module.ClaimFileForm),
);
