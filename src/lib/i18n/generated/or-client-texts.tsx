'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../client-texts';
import * as en0 from '@/content/cities';
import * as or0 from '@/content/cities.or';
import * as en9 from '@/content/errors';
import * as or9 from '@/content/errors.or';
import * as en12 from '@/content/forms';
import * as or12 from '@/content/forms.or';
import * as en15 from '@/content/language-switch';
import * as or15 from '@/content/language-switch.or';
import * as en22 from '@/content/services';
import * as or22 from '@/content/services.or';
import * as en26 from '@/content/validation';
import * as or26 from '@/content/validation.or';
import * as en31 from '@/features/estimate/content/carried-estimate';
import * as or31 from '@/features/estimate/content/carried-estimate.or';
import * as en32 from '@/features/estimate/content/estimate';
import * as or32 from '@/features/estimate/content/estimate.or';
import * as en33 from '@/features/estimate/content/estimate-lines';
import * as or33 from '@/features/estimate/content/estimate-lines.or';
import * as en34 from '@/features/leads/content/booking';
import * as or34 from '@/features/leads/content/booking.or';
import * as en35 from '@/features/leads/content/contact';
import * as or35 from '@/features/leads/content/contact.or';
import * as en37 from '@/features/leads/content/newsletter';
import * as or37 from '@/features/leads/content/newsletter.or';
import * as en38 from '@/features/leads/content/quote-request';
import * as or38 from '@/features/leads/content/quote-request.or';
import * as en45 from '@/features/tracking/content';
import * as or45 from '@/features/tracking/content.or';

const texts = new Map<object, object>([
  [en0, or0],
  [en9, or9],
  [en12, or12],
  [en15, or15],
  [en22, or22],
  [en26, or26],
  [en31, or31],
  [en32, or32],
  [en33, or33],
  [en34, or34],
  [en35, or35],
  [en37, or37],
  [en38, or38],
  [en45, or45],
]);

/** The Odia texts of the client components, for the pages under /or. */
export function OdiaClientTexts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
