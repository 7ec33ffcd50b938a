// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/estimate-hi';
import { textsForClient } from '../../texts-for-client';
import * as en2 from '@/content/cities';
import * as hi2 from '@/content/cities.hi';
import * as en58 from '@/features/estimate/content/estimate';
import * as hi58 from '@/features/estimate/content/estimate.hi';
import * as en73 from '@/features/survey/content/estimate-survey';
import * as hi73 from '@/features/survey/content/estimate-survey.hi';
import * as en75 from '@/features/tracking/content-on-success';
import * as hi75 from '@/features/tracking/content-on-success.hi';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en2, hi2, ['cities']],
  [en58, hi58, ['estimatePage']],
  [en73, hi73, ['estimateSurveyTexts']],
  [en75, hi75, ['trackOnSuccess']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Hindi texts of the estimate group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
