/**
 * Where a lead came from (issue 26, point 2): the visit's campaign (utm_*), the referring
 * site's host, the page it landed on and whether it was a phone. Read from the landing page's
 * address and `document.referrer` in the browser, or from the form page's address and the
 * request's headers on the server; no cookie and no third-party script either way.
 *
 * No server imports: the browser's capture, the forms and the server share it.
 */

export const SOURCE_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'referrer',
  'landing',
  'device',
] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export type LeadSource = Partial<Record<Exclude<SourceField, 'device'>, string>> & {
  device?: Device;
};

/** How long each part may be once cleaned (a longer one is cut, never refused: see the schema). */
export const SOURCE_LIMITS = { utm: 100, referrer: 253, landing: 300 } as const;

/** The hidden form fields that carry a visit's source: `source.utmSource`, … */
export const sourceFormField = (field: SourceField) => `source.${field}`;

const UTM: Record<'utmSource' | 'utmMedium' | 'utmCampaign', string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
};

/** A phone by its user agent (tablets count as desktop: they read the desktop layout). */
export function deviceOf(userAgent: string | null | undefined): Device {
  return /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(userAgent ?? '')
    ? 'phone'
    : 'desktop';
}

/** The referring page's host, lower-cased and without `www.`; undefined for our own site or none. */
export function referrerHost(referrer: string | null | undefined, ownHost: string) {
  if (!referrer) return undefined;
  try {
    const { protocol, host } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return undefined;
    const bare = host.toLowerCase().replace(/^www\./, '');
    return bare === ownHost.toLowerCase().replace(/^www\./, '') ? undefined : bare;
  } catch {
    return undefined;
  }
}

/** The campaign parameters of a page address, if it has any. */
export function campaignOf(page: URL): Pick<LeadSource, keyof typeof UTM> {
  const found: Pick<LeadSource, keyof typeof UTM> = {};
  for (const [field, parameter] of Object.entries(UTM) as [keyof typeof UTM, string][]) {
    const value = page.searchParams.get(parameter)?.trim();
    if (value) found[field] = value;
  }
  return found;
}

/** A visit's source from the page it landed on, where it came from and the device. */
export function sourceOfVisit(
  page: URL,
  referrer: string | null | undefined,
  device: Device,
): LeadSource {
  return {
    ...campaignOf(page),
    referrer: referrerHost(referrer, page.host),
    landing: page.pathname,
    device,
  };
}

/**
 * The one word staff filter and count by: the campaign's source (lower-cased), else the
 * referring site, else "direct" (typed in, a bookmark, an app that sends no referrer).
 */
export function sourceLabel(source: LeadSource): string {
  return (source.utmSource?.toLowerCase() || source.referrer || 'direct').slice(
    0,
    SOURCE_LIMITS.referrer,
  );
}
