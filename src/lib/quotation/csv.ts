import { quotationCsvTexts as t } from '@/content/quotation-page';
import { indiaDateTime } from '@/lib/dates';
import { formatPaise } from '@/lib/format-inr';
import { versionStatus } from './status';

export const quotationCsvLabel = t.label;

/** A lead's quotation in one CSV cell: "v2, accepted by Meera Das 2026-11-26 10:15, ₹24,001.20, advance ₹2,400.00". */
export function quotationCsvValue(version: {
  version: number;
  latestVersion: number;
  acceptedAt: string | null;
  acceptedName: string | null;
  validUntil: string;
  totalPaise: number;
  advancePaise: number;
}): string {
  const status = versionStatus(version, version.latestVersion);
  const state =
    status === 'accepted' && version.acceptedAt
      ? t.accepted(version.acceptedName ?? '', indiaDateTime(version.acceptedAt))
      : t.status[status];
  return t.value(
    version.version,
    state,
    formatPaise(version.totalPaise),
    formatPaise(version.advancePaise),
  );
}
