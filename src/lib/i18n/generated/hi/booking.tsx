// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/booking';
import { textsForClient } from '../../texts-for-client';
import * as en57 from '@/features/estimate/content/carried-estimate';
import * as hi57 from '@/features/estimate/content/carried-estimate.hi';
import * as en60 from '@/features/leads/content/booking';
import * as hi60 from '@/features/leads/content/booking.hi';
import * as en75 from '@/features/tracking/content-on-success';
import * as hi75 from '@/features/tracking/content-on-success.hi';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en57, hi57, ['carriedEstimateTexts']],
  [en60, hi60, ['bookingPage', 'bookingServices']],
  [en75, hi75, ['trackOnSuccess']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Hindi texts of the booking group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
