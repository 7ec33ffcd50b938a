'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as or55 from '@/features/estimate/content/carried-estimate.or';
import * as or58 from '@/features/leads/content/booking.or';

const texts: readonly object[] = [
  or55,
  or58,
];

/** The Odia texts of the booking group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
