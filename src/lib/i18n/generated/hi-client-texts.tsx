'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../client-texts';
import * as en0 from '@/content/cities';
import * as hi0 from '@/content/cities.hi';
import * as en16 from '@/content/errors';
import * as hi16 from '@/content/errors.hi';
import * as en19 from '@/content/forms';
import * as hi19 from '@/content/forms.hi';
import * as en22 from '@/content/language-switch';
import * as hi22 from '@/content/language-switch.hi';
import * as en41 from '@/content/services';
import * as hi41 from '@/content/services.hi';
import * as en45 from '@/content/validation';
import * as hi45 from '@/content/validation.hi';
import * as en50 from '@/features/estimate/content/carried-estimate';
import * as hi50 from '@/features/estimate/content/carried-estimate.hi';
import * as en51 from '@/features/estimate/content/estimate';
import * as hi51 from '@/features/estimate/content/estimate.hi';
import * as en52 from '@/features/estimate/content/estimate-lines';
import * as hi52 from '@/features/estimate/content/estimate-lines.hi';
import * as en53 from '@/features/leads/content/booking';
import * as hi53 from '@/features/leads/content/booking.hi';
import * as en54 from '@/features/leads/content/contact';
import * as hi54 from '@/features/leads/content/contact.hi';
import * as en57 from '@/features/leads/content/newsletter';
import * as hi57 from '@/features/leads/content/newsletter.hi';
import * as en58 from '@/features/leads/content/quote-request';
import * as hi58 from '@/features/leads/content/quote-request.hi';
import * as en65 from '@/features/tracking/content';
import * as hi65 from '@/features/tracking/content.hi';

const texts = new Map<object, object>([
  [en0, hi0],
  [en16, hi16],
  [en19, hi19],
  [en22, hi22],
  [en41, hi41],
  [en45, hi45],
  [en50, hi50],
  [en51, hi51],
  [en52, hi52],
  [en53, hi53],
  [en54, hi54],
  [en57, hi57],
  [en58, hi58],
  [en65, hi65],
]);

/** The Hindi texts of the client components, for the pages under /hi. */
export function HindiClientTexts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="hi" texts={texts}>
      {children}
    </ClientTexts>
  );
}
