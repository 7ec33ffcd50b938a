// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/frame';
import { textsForClient } from '../../texts-for-client';
import * as en18 from '@/content/errors';
import * as hi18 from '@/content/errors.hi';
import * as en21 from '@/content/forms';
import * as hi21 from '@/content/forms.hi';
import * as en23 from '@/content/honeypot';
import * as hi23 from '@/content/honeypot.hi';
import * as en25 from '@/content/language-switch';
import * as hi25 from '@/content/language-switch.hi';
import * as en52 from '@/content/validation';
import * as hi52 from '@/content/validation.hi';
import * as en64 from '@/features/leads/content/newsletter';
import * as hi64 from '@/features/leads/content/newsletter.hi';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en18, hi18, ['errorPages']],
  [en21, hi21, ['formMessages']],
  [en23, hi23, ['honeypotTexts']],
  [en25, hi25, ['languageSwitch']],
  [en52, hi52, ['validationMessages']],
  [en64, hi64, ['newsletterForm']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Hindi texts of the frame group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
