'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as or2 from '@/content/cities.or';
import * as or57 from '@/features/estimate/content/estimate.or';
import * as or58 from '@/features/estimate/content/estimate-lines.or';
import * as or72 from '@/features/tracking/content.or';

const texts: readonly object[] = [
  or2,
  or57,
  or58,
  or72,
];

/** The Odia texts of the estimate group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
