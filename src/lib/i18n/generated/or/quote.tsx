'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as or45 from '@/content/services.or';
import * as or56 from '@/features/estimate/content/carried-estimate.or';
import * as or64 from '@/features/leads/content/quote-request.or';

const texts: readonly object[] = [
  or45,
  or56,
  or64,
];

/** The Odia texts of the quote group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
