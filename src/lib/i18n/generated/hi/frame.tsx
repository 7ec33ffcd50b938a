'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as hi18 from '@/content/errors.hi';
import * as hi21 from '@/content/forms.hi';
import * as hi24 from '@/content/language-switch.hi';
import * as hi51 from '@/content/validation.hi';
import * as hi63 from '@/features/leads/content/newsletter.hi';

const texts: readonly object[] = [
  hi18,
  hi21,
  hi24,
  hi51,
  hi63,
];

/** The Hindi texts of the frame group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
