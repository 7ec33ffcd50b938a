'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as hi45 from '@/content/services.hi';
import * as hi56 from '@/features/estimate/content/carried-estimate.hi';
import * as hi64 from '@/features/leads/content/quote-request.hi';

const texts: readonly object[] = [
  hi45,
  hi56,
  hi64,
];

/** The Hindi texts of the quote group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
