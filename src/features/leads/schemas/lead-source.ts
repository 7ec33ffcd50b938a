import { z } from '@/lib/zod';
import { validationMessages as m } from '@/content/validation';
import { DEVICES, SOURCE_LIMITS, sourceLabel, type LeadSource } from '@/features/leads/source/visit';
import { cleanString, hasVisibleText } from '@/lib/schemas/fields';

/**
 * Where a lead came from, as every lead create accepts it (`source`, or `attribution` on a
 * quote request, whose `source` names its form). Cleaned like every lead field; a part longer
 * than its bound is cut rather than refused: the visitor never typed it and cannot correct it,
 * and a lead is never lost over its attribution. Anything but strings is refused.
 */
const part = (max: number) =>
  cleanString(m.leadSourceInvalid)
    .transform((value) => value.slice(0, max))
    .transform((value) => (hasVisibleText(value) ? value : undefined))
    .optional();

/** A host name only (what a full address was given, its host): lower-case, no `www.`. */
const host = part(2048).transform((value) => {
  if (!value) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const found = new URL(withScheme).host.toLowerCase().replace(/^www\./, '');
    return found ? found.slice(0, SOURCE_LIMITS.referrer) : undefined;
  } catch {
    return undefined;
  }
});

/** A path on this site (its query and fragment dropped: they may carry what is not ours to keep). */
const landing = part(2048).transform((value) => {
  if (!value) return undefined;
  try {
    const path = new URL(value, 'https://x.invalid').pathname;
    return path.slice(0, SOURCE_LIMITS.landing);
  } catch {
    return undefined;
  }
});

export const leadSourceSchema = z
  .object(
    {
      utmSource: part(SOURCE_LIMITS.utm),
      utmMedium: part(SOURCE_LIMITS.utm),
      utmCampaign: part(SOURCE_LIMITS.utm),
      referrer: host,
      landing,
      device: z.enum(DEVICES, { error: m.deviceInvalid }).optional(),
    },
    { error: m.leadSourceInvalid },
  )
  .transform((source): LeadSource & { label: string } => ({
    ...source,
    label: sourceLabel(source),
  }));

export type StoredSource = z.output<typeof leadSourceSchema>;
