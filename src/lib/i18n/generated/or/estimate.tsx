// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/estimate-or';
import { textsForClient } from '../../texts-for-client';
import * as en2 from '@/content/cities';
import * as or2 from '@/content/cities.or';
import * as en58 from '@/features/estimate/content/estimate';
import * as or58 from '@/features/estimate/content/estimate.or';
import * as en73 from '@/features/survey/content/estimate-survey';
import * as or73 from '@/features/survey/content/estimate-survey.or';
import * as en75 from '@/features/tracking/content-on-success';
import * as or75 from '@/features/tracking/content-on-success.or';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en2, or2, ['cities']],
  [en58, or58, ['estimatePage']],
  [en73, or73, ['estimateSurveyTexts']],
  [en75, or75, ['trackOnSuccess']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Odia texts of the estimate group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
