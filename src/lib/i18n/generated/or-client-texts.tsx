'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../client-texts';
import * as en0 from '@/content/cities';
import * as or0 from '@/content/cities.or';
import * as en16 from '@/content/errors';
import * as or16 from '@/content/errors.or';
import * as en19 from '@/content/forms';
import * as or19 from '@/content/forms.or';
import * as en22 from '@/content/language-switch';
import * as or22 from '@/content/language-switch.or';
import * as en41 from '@/content/services';
import * as or41 from '@/content/services.or';
import * as en45 from '@/content/validation';
import * as or45 from '@/content/validation.or';
import * as en50 from '@/features/estimate/content/carried-estimate';
import * as or50 from '@/features/estimate/content/carried-estimate.or';
import * as en51 from '@/features/estimate/content/estimate';
import * as or51 from '@/features/estimate/content/estimate.or';
import * as en52 from '@/features/estimate/content/estimate-lines';
import * as or52 from '@/features/estimate/content/estimate-lines.or';
import * as en53 from '@/features/leads/content/booking';
import * as or53 from '@/features/leads/content/booking.or';
import * as en54 from '@/features/leads/content/contact';
import * as or54 from '@/features/leads/content/contact.or';
import * as en57 from '@/features/leads/content/newsletter';
import * as or57 from '@/features/leads/content/newsletter.or';
import * as en58 from '@/features/leads/content/quote-request';
import * as or58 from '@/features/leads/content/quote-request.or';
import * as en65 from '@/features/tracking/content';
import * as or65 from '@/features/tracking/content.or';

const texts = new Map<object, object>([
  [en0, or0],
  [en16, or16],
  [en19, or19],
  [en22, or22],
  [en41, or41],
  [en45, or45],
  [en50, or50],
  [en51, or51],
  [en52, or52],
  [en53, or53],
  [en54, or54],
  [en57, or57],
  [en58, or58],
  [en65, or65],
]);

/** The Odia texts of the client components, for the pages under /or. */
export function OdiaClientTexts({ children }: { children: React.ReactNode }) {
  return (
    <ClientTexts locale="or" texts={texts}>
      {children}
    </ClientTexts>
  );
}
