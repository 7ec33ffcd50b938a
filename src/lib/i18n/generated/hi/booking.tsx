'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as hi55 from '@/features/estimate/content/carried-estimate.hi';
import * as hi58 from '@/features/leads/content/booking.hi';

const texts: readonly object[] = [
  hi55,
  hi58,
];

/** The Hindi texts of the booking group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
