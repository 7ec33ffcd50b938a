'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as hi9 from '@/content/errors.hi';
import * as hi12 from '@/content/forms.hi';
import * as hi15 from '@/content/language-switch.hi';
import * as hi26 from '@/content/validation.hi';
import * as hi37 from '@/features/leads/content/newsletter.hi';

const texts: readonly object[] = [
  hi9,
  hi12,
  hi15,
  hi26,
  hi37,
];

/** The Hindi texts of the frame group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
