'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as hi2 from '@/content/cities.hi';
import * as hi57 from '@/features/estimate/content/estimate.hi';
import * as hi58 from '@/features/estimate/content/estimate-lines.hi';
import * as hi72 from '@/features/tracking/content.hi';

const texts: readonly object[] = [
  hi2,
  hi57,
  hi58,
  hi72,
];

/** The Hindi texts of the estimate group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
