// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/quote';
import { textsForClient } from '../../texts-for-client';
import * as en57 from '@/features/estimate/content/carried-estimate';
import * as or57 from '@/features/estimate/content/carried-estimate.or';
import * as en65 from '@/features/leads/content/quote-request';
import * as or65 from '@/features/leads/content/quote-request.or';
import * as en75 from '@/features/tracking/content-on-success';
import * as or75 from '@/features/tracking/content-on-success.or';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en57, or57, ['carriedEstimateTexts']],
  [en65, or65, ['moveTypes', 'quoteForm', 'quotePage', 'quotePopup']],
  [en75, or75, ['trackOnSuccess']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Odia texts of the quote group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
