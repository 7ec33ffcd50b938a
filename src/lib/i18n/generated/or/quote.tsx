'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as or45 from '@/content/services.or';
import * as or55 from '@/features/estimate/content/carried-estimate.or';
import * as or63 from '@/features/leads/content/quote-request.or';

const texts: readonly object[] = [
  or45,
  or55,
  or63,
];

/** The Odia texts of the quote group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
