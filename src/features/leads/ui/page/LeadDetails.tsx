import { leadFieldLabels, type LeadField } from '@/features/leads/content/staff';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { isShown } from '@/features/leads/format';
import type { LeadDetail } from '@/features/leads/staff-views';
import { LeadValue } from '../list/LeadValue';

/** Every field of the lead, labelled, as the visitor sent it. */
export function LeadDetails({ lead }: { lead: LeadDetail }) {
  const row: Readonly<Record<string, unknown>> = lead;
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {(LEAD_KINDS[lead.kind].fields as readonly LeadField[])
        .filter((field) => isShown(lead.kind, field, row))
        .map((field) => (
          <div key={field} className="contents">
            <dt className="text-sm font-semibold text-slate-700">{leadFieldLabels[field]}</dt>
            <dd className="-mt-2 text-slate-900 sm:mt-0">
              <LeadValue kind={lead.kind} field={field} row={row} linkReference={false} />
            </dd>
          </div>
        ))}
    </dl>
  );
}
