// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/review';
import { textsForClient } from '../../texts-for-client';
import * as en72 from '@/features/reviews/content';
import * as or72 from '@/features/reviews/content.or';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en72, or72, ['reviewLimits', 'reviewTexts']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Odia texts of the review group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
