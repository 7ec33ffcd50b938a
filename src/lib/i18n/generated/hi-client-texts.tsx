'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../client-texts';
import * as en0 from '@/content/cities';
import * as hi0 from '@/content/cities.hi';
import * as en9 from '@/content/errors';
import * as hi9 from '@/content/errors.hi';
import * as en12 from '@/content/forms';
import * as hi12 from '@/content/forms.hi';
import * as en15 from '@/content/language-switch';
import * as hi15 from '@/content/language-switch.hi';
import * as en22 from '@/content/services';
import * as hi22 from '@/content/services.hi';
import * as en26 from '@/content/validation';
import * as hi26 from '@/content/validation.hi';
import * as en31 from '@/features/estimate/content/carried-estimate';
import * as hi31 from '@/features/estimate/content/carried-estimate.hi';
import * as en32 from '@/features/estimate/content/estimate';
import * as hi32 from '@/features/estimate/content/estimate.hi';
import * as en33 from '@/features/estimate/content/estimate-lines';
import * as hi33 from '@/features/estimate/content/estimate-lines.hi';
import * as en34 from '@/features/leads/content/booking';
import * as hi34 from '@/features/leads/content/booking.hi';
import * as en35 from '@/features/leads/content/contact';
import * as hi35 from '@/features/leads/content/contact.hi';
import * as en37 from '@/features/leads/content/newsletter';
import * as hi37 from '@/features/leads/content/newsletter.hi';
import * as en38 from '@/features/leads/content/quote-request';
import * as hi38 from '@/features/leads/content/quote-request.hi';
import * as en45 from '@/features/tracking/content';
import * as hi45 from '@/features/tracking/content.hi';

const texts = new Map<object, object>([
  [en0, hi0],
  [en9, hi9],
  [en12, hi12],
  [en15, hi15],
  [en22, hi22],
  [en26, hi26],
  [en31, hi31],
  [en32, hi32],
  [en33, hi33],
  [en34, hi34],
  [en35, hi35],
  [en37, hi37],
  [en38, hi38],
  [en45, hi45],
]);

/** The Hindi texts of the client components, for the pages under /hi. */
export function HindiClientTexts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
