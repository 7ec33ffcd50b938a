// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/quote';
import { textsForClient } from '../../texts-for-client';
import * as en45 from '@/content/services';
import * as or45 from '@/content/services.or';
import * as en56 from '@/features/estimate/content/carried-estimate';
import * as or56 from '@/features/estimate/content/carried-estimate.or';
import * as en64 from '@/features/leads/content/quote-request';
import * as or64 from '@/features/leads/content/quote-request.or';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en45, or45, ['servicePath']],
  [en56, or56, ['carriedEstimateTexts']],
  [en64, or64, ['moveTypes', 'quoteForm', 'quotePage', 'quotePopup']],
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
