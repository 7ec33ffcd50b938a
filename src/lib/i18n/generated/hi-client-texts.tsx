'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../client-texts';
import * as en0 from '@/content/language-switch';
import * as hi0 from '@/content/language-switch.hi';

const texts = new Map<object, object>([
  [en0, hi0],
]);

/** The Hindi texts of the client components, for the pages under /hi. */
export function HindiClientTexts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
