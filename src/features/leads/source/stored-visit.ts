import { SOURCE_FIELDS, deviceOf, sourceFormField, sourceOfVisit, type LeadSource } from './visit';

/**
 * The browser's half: the visit's source is kept in sessionStorage (this tab, until it is
 * closed; no cookie, nothing sent anywhere) from the page the visitor landed on, and added to
 * whichever form sends the lead.
 */
const KEY = 'lead-source';

/**
 * Called on every public page: the first page of the visit is its landing page; a later page
 * opened from a new campaign link (utm_* in its address) starts the source again.
 */
export function rememberLanding(): void {
  try {
    const page = new URL(window.location.href);
    const isCampaign = page.searchParams.has('utm_source');
    if (sessionStorage.getItem(KEY) && !isCampaign) return;
    const source = sourceOfVisit(page, document.referrer, deviceOf(navigator.userAgent));
    sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage refused (private mode, full): the form's own page stands in on the server.
  }
}

/** The remembered source as the hidden fields' name and value pairs (none when nothing is kept). */
export function rememberedSourceFields(): [string, string][] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as LeadSource | null;
    if (!stored || typeof stored !== 'object') return [];
    return SOURCE_FIELDS.flatMap((field) => {
      const value = stored[field];
      return typeof value === 'string' && value ? [[sourceFormField(field), value]] : [];
    });
  } catch {
    return [];
  }
}
