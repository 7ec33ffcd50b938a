import { dashboardTexts, statusLabels } from '@/features/leads/content/staff';
import type { DashboardQuery } from '@/features/leads/dashboard-query';

/** What the last change did, in one line; a polite live region so it is announced. */
export function DashboardNotice({ query }: { query: DashboardQuery }) {
  const { notices } = dashboardTexts;
  let text: string | undefined;
  let tone: 'ok' | 'problem' = 'ok';
  if (query.done === 'status' && query.ref && query.to)
    text = notices.status(query.ref, statusLabels[query.to]);
  else if (query.done === 'deleted' && query.ref) text = notices.deleted(query.ref);
  else if (query.done === 'missing') [text, tone] = [notices.missing, 'problem'];
  else if (query.done === 'failed') [text, tone] = [notices.failed, 'problem'];
  else if (query.done === 'forbidden') [text, tone] = [notices.forbidden, 'problem'];
  return (
    <div role="status">
      {text ? (
        <p
          className={`rounded-lg border-l-4 px-4 py-3 font-medium ${
            tone === 'ok'
              ? 'border-green-700 bg-green-50 text-green-900'
              : 'border-amber-600 bg-amber-50 text-amber-900'
          }`}
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}
