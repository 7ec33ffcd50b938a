import 'server-only';
import {
  DEVICES,
  SOURCE_FIELDS,
  deviceOf,
  sourceFormField,
  sourceOfVisit,
  type LeadSource,
} from '@/features/leads/source/visit';

/**
 * Where a lead sent by a page's form came from. With JavaScript the form carries the visit's
 * landing source in hidden `source.*` fields (lib/lead-source/stored-visit.ts). Without it, the
 * form's own page stands in: the post's Referer is that page's full address (same-origin, so
 * the referrer policy keeps its query and its utm_*), and the User-Agent tells a phone. The
 * pages are prerendered, so the site the visitor came from before that page is not known then.
 */
export function visitSourceOfForm(formData: FormData, headers: Headers): LeadSource {
  // A tampered device is dropped here rather than refused by the schema: a form's lead is
  // never turned away over its attribution.
  const carried = SOURCE_FIELDS.flatMap((field) => {
    const value = formData.get(sourceFormField(field));
    if (typeof value !== 'string' || value === '') return [];
    if (field === 'device' && !(DEVICES as readonly string[]).includes(value)) return [];
    return [[field, value]];
  });
  if (carried.length > 0) return Object.fromEntries(carried) as LeadSource;
  const device = deviceOf(headers.get('user-agent'));
  const page = headers.get('referer');
  if (!page) return { device };
  try {
    const url = new URL(page);
    return { ...sourceOfVisit(url, undefined, device), referrer: undefined };
  } catch {
    return { device };
  }
}
