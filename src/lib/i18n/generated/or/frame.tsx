'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts';
import * as or9 from '@/content/errors.or';
import * as or12 from '@/content/forms.or';
import * as or15 from '@/content/language-switch.or';
import * as or26 from '@/content/validation.or';
import * as or37 from '@/features/leads/content/newsletter.or';

const texts: readonly object[] = [
  or9,
  or12,
  or15,
  or26,
  or37,
];

/** The Odia texts of the frame group's client components (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
