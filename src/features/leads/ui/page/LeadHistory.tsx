import { leadPageTexts, statusLabels } from '@/features/leads/content/staff';
import { cancelReasonLabels } from '@/features/leads/content/cancel-reasons';
import { formatReceived } from '@/features/leads/format';
import type { LeadDetail } from '@/features/leads/staff-views';

/** From, to, when and by whom; oldest first, as it happened. */
export function LeadHistory({ history }: { history: LeadDetail['history'] }) {
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {history.map((entry, i) => (
        <li key={`${entry.at}-${i}`}>
          <p className="font-semibold text-slate-900">
            {entry.from === null
              ? leadPageTexts.historyArrived
              : leadPageTexts.historyChange(statusLabels[entry.from], statusLabels[entry.to])}
            {entry.reason ? ` (${cancelReasonLabels[entry.reason]})` : null}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.at}>{formatReceived(entry.at)}</time>
            {' · '}
            {entry.by ? leadPageTexts.by(entry.by) : leadPageTexts.bySystem}
          </p>
        </li>
      ))}
    </ol>
  );
}
