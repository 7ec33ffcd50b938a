'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as or18 from '@/content/errors.or';
import * as or21 from '@/content/forms.or';
import * as or24 from '@/content/language-switch.or';
import * as or51 from '@/content/validation.or';
import * as or63 from '@/features/leads/content/newsletter.or';

const texts: readonly object[] = [
  or18,
  or21,
  or24,
  or51,
  or63,
];

/** The Odia texts of the frame group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
