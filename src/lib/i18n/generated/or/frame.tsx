// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { Texts as ClientTexts } from '../client/frame';
import { textsForClient } from '../../texts-for-client';
import * as en18 from '@/content/errors';
import * as or18 from '@/content/errors.or';
import * as en21 from '@/content/forms';
import * as or21 from '@/content/forms.or';
import * as en23 from '@/content/honeypot';
import * as or23 from '@/content/honeypot.or';
import * as en25 from '@/content/language-switch';
import * as or25 from '@/content/language-switch.or';
import * as en52 from '@/content/validation';
import * as or52 from '@/content/validation.or';
import * as en64 from '@/features/leads/content/newsletter';
import * as or64 from '@/features/leads/content/newsletter.or';

/** English module, translation, the exports client components read (translations.test.ts). */
export const rows = [
  [en18, or18, ['errorPages']],
  [en21, or21, ['formMessages']],
  [en23, or23, ['honeypotTexts']],
  [en25, or25, ['languageSwitch']],
  [en52, or52, ['validationMessages']],
  [en64, or64, ['newsletterForm']],
] as const;

// Made once, when the server starts: the texts as data (src/lib/i18n/texts-for-client.ts).
const texts = textsForClient(rows);

/** The Odia texts of the frame group's client components, sent from the server (scripts/content/i18n-registry.mjs). */
export function Texts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
