import { quotationCsvTexts as t } from '@/features/quotation/content/quotation-page';
import { formatReceived } from '@/features/leads';
import { formatPaise } from '@/lib/format-inr';
import { versionStatus } from './status';

export const quotationCsvLabel = t.label;

/** A lead's quotation in one CSV cell: "v2, accepted by Meera Das 26 Nov 2026, 10:15 am, ₹24,001.20, advance ₹2,400.00". */
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
      ? t.accepted(version.acceptedName ?? '', formatReceived(version.acceptedAt))
      : t.status[status];
  return t.value(
    version.version,
    state,
    formatPaise(version.totalPaise),
    formatPaise(version.advancePaise),
  );
}
