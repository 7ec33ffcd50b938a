'use client';

import { useEffect } from 'react';
import { rememberLanding } from '@/features/leads';

/**
 * Keeps where this visit came from (its landing page's utm_*, the referring site, phone or
 * desktop) in this tab's sessionStorage, so whichever form later sends a lead carries it. No
 * cookie, no request, no third-party script.
 */
export function LandingSource() {
  useEffect(() => rememberLanding(), []);
  return null;
}
