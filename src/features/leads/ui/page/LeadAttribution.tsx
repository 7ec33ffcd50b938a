import { leadSourceTexts as t } from '@/features/leads/content/staff';
import type { LeadAttribution as Attribution } from '@/features/leads/staff-views';

const PARTS = ['utmSource', 'utmMedium', 'utmCampaign', 'referrer', 'landing'] as const;

/** Where the lead came from: its one-word source, then each part that was recorded. */
export function LeadAttribution({ attribution }: { attribution: Attribution | null }) {
  if (!attribution) return <p className="text-slate-700">{t.none}</p>;
  const rows: [string, string][] = [[t.labels.label, attribution.label]];
  for (const part of PARTS) {
    const value = attribution[part];
    if (value) rows.push([t.labels[part], value]);
  }
  if (attribution.device) rows.push([t.labels.device, t.devices[attribution.device]]);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
