import Link from 'next/link';
import { ChevronRight } from '@/components/ui/line-icons';
import { focusRing } from '@/components/admin/styles';
import { formatDay } from '@/features/leads';
import { todayInIndia } from '@/lib/dates';
import { slotLabel } from '@/features/move-day/plan';
import { crewTexts as t, milestoneLabels } from '../content';
import type { CrewMove } from '../views';

/** The crew's list: the moves they are on, today's first, each a big tap to its sheet. */
export function MyMovesView({ moves }: { moves: CrewMove[] }) {
  const today = todayInIndia();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-extrabold text-brand-900">{t.listTitle}</h1>
      <p className="text-slate-800">{t.listIntro}</p>
      {moves.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-800 ring-1 ring-slate-200">{t.none}</p>
      ) : (
        <ul className="space-y-3" data-testid="crew-moves">
          {moves.map((move) => (
            <li key={move.id}>
              <Link
                href={`/admin/moves/${move.id}`}
                className={`flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 ${focusRing}`}
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    {move.moveDate === today ? (
                      <span className="rounded-full bg-accent-600 px-2 text-sm font-bold text-white">
                        {t.today}
                      </span>
                    ) : null}
                    <span className="font-semibold text-slate-900">
                      {[move.moveDate ? formatDay(move.moveDate) : null, slotLabel(move.slot)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="block text-lg font-bold text-brand-900">{move.name}</span>
                  <span className="block text-slate-800">
                    {[move.from, move.to].filter(Boolean).join(' → ')}
                  </span>
                  <span className="block text-sm font-semibold text-slate-700">
                    {move.next ? t.next(milestoneLabels[move.next]) : t.allDone}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-slate-600" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
