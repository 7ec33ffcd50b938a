import { todayInIndia } from '@/lib/dates';

export const QUOTATION_STATUSES = ['sent', 'accepted', 'expired', 'superseded'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/**
 * Where a version stands for the customer: accepted (for good: an accepted version neither
 * expires nor is replaced), superseded by a later version, expired after its last valid day
 * (India time), or open ("sent").
 */
export function versionStatus(
  version: { version: number; acceptedAt: string | null; validUntil: string },
  latestVersion: number,
  today: string = todayInIndia(),
): QuotationStatus {
  if (version.acceptedAt) return 'accepted';
  if (version.version < latestVersion) return 'superseded';
  if (version.validUntil < today) return 'expired';
  return 'sent';
}
