// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/track';
import { textsForClient } from '../../texts-for-client';
import * as en54 from '@/features/claims/content';
import * as or54 from '@/features/claims/content.or';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en54, or54, ['trackClaimTexts']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Odia texts of the track group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
