import { surveyHistoryTexts as t } from '@/features/survey/content/survey';
import { formatReceived } from '@/features/leads';
import type { InventoryChange } from '@/features/survey/diff';
import { catalogueItem } from '@/features/survey/load';
import { CUSTOMER_ACTOR, type InventoryHistoryEntry } from '@/features/survey/views';

const SHOWN = 6;

function describe(change: InventoryChange): string {
  switch (change.op) {
    case 'room-added':
      return t.roomAdded(change.room);
    case 'room-removed':
      return t.roomRemoved(change.room);
    default: {
      const item = catalogueItem(change.itemId)?.name ?? change.itemId;
      if (change.op === 'added') return t.added(change.room, item, change.qty);
      if (change.op === 'removed') return t.removed(change.room, item, change.qty);
      return t.qty(change.room, item, change.from, change.to);
    }
  }
}

/** Who changed the list, when (India time) and what: newest first; long saves fold away. */
export function SurveyHistory({ history }: { history: InventoryHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-slate-700">{t.none}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" data-testid="survey-history">
      {history.map((entry, i) => {
        const lines = entry.changes.map(describe);
        return (
          <li key={`${entry.at}-${i}`}>
            <p className="font-semibold text-slate-900">
              {entry.by === CUSTOMER_ACTOR ? t.customer : (entry.by ?? t.someone)}
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={entry.at}>{formatReceived(entry.at)}</time>
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
              {lines.slice(0, SHOWN).map((line, n) => (
                <li key={n}>{line}</li>
              ))}
            </ul>
            {lines.length > SHOWN ? (
              <details className="mt-1 text-sm text-slate-800">
                <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
                  {t.more(lines.length - SHOWN)}
                </summary>
                <ul className="list-disc space-y-0.5 pl-5">
                  {lines.slice(SHOWN).map((line, n) => (
                    <li key={n}>{line}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
