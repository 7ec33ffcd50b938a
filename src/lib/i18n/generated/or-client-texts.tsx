'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../client-texts';
import * as en0 from '@/content/language-switch';
import * as or0 from '@/content/language-switch.or';

const texts = new Map<object, object>([
  [en0, or0],
]);

/** The Odia texts of the client components, for the pages under /or. */
export function OdiaClientTexts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
