import Link from 'next/link';
import { paymentTexts } from '@/features/payments/content';
import { formatPaise } from '@/lib/format-inr';
import { dayTexts } from '@/features/move-day/content';
import { officeHours } from '@/settings/office-hours';
import { leadPageHref } from '@/features/leads';
import { LEAD_KINDS } from '@/features/leads';
import { formatDay } from '@/features/leads';
import type { DayView as Day } from '@/features/leads';
import type { AgendaMove, DayItem } from '@/features/leads';
import { bookingServiceLabel } from '@/features/leads/content/booking';
import { moveDayTexts } from '@/features/move-day/content';
import { slotLabel, vehicleName } from '@/features/move-day/plan';
import { ConfirmedBadge } from './MoveDayCard';
import { focusRing } from '@/components/admin/styles';

const panel = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
const itemLink = `flex min-h-11 flex-col justify-center rounded-md px-2 py-1 hover:bg-slate-100 ${focusRing}`;

function Panel({
  id,
  title,
  hint,
  count,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="flex items-baseline justify-between gap-2 font-bold text-brand-900">
        <span>
          {title}
          {hint ? <span className="ml-1 text-sm font-normal text-slate-600">({hint})</span> : null}
        </span>
        <span className="rounded-full bg-brand-900 px-2.5 py-0.5 text-sm text-white">
          {dayTexts.count(count)}
        </span>
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Items({ items, total, today }: { items: DayItem[]; total: number; today?: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{dayTexts.none}</p>;
  return (
    <>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link href={leadPageHref(item.kind, item.id)} className={itemLink}>
              <span className="font-semibold text-slate-900">
                <span className="font-mono">{item.reference}</span> · {item.who}
              </span>
              <span className="text-sm text-slate-600">
                {LEAD_KINDS[item.kind].labels.one}
                {today && item.followUpOn
                  ? ` · ${item.followUpOn < today ? dayTexts.overdue(formatDay(item.followUpOn)) : dayTexts.dueToday}`
                  : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className="mt-1 px-2 text-sm text-slate-600">{dayTexts.more(total - items.length)}</p>
      ) : null}
    </>
  );
}

/**
 * One move of the agenda: when, who, where, what service, truck and crew, confirmed or not (an
 * unconfirmed move has a dashed amber edge and says so in words), and what to collect.
 */
function AgendaLine({ move }: { move: AgendaMove }) {
  const { plan } = move;
  const route = [move.pickupArea, move.pickupCity].filter(Boolean).join(', ');
  const where = [
    route || null,
    move.dropCity ? `→ ${move.dropCity}` : null,
    move.service ? bookingServiceLabel(move.service) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const crew = [
    vehicleName(plan.vehicle),
    plan.crew.count === null ? null : moveDayTexts.crew(plan.crew.count),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link
      href={leadPageHref('booking', move.id)}
      className={`${itemLink} border-l-4 ${plan.confirmed ? 'border-green-700' : 'border-dashed border-amber-600 bg-amber-50/60'}`}
    >
      <span className="flex flex-wrap items-center gap-x-2 text-slate-900">
        <span className="font-semibold">{slotLabel(plan.slot) ?? dayTexts.noSlot}</span>
        <span className="whitespace-nowrap font-mono font-semibold">{move.reference}</span>
        <span>{move.name}</span>
      </span>
      <span>
        <ConfirmedBadge plan={plan} />
      </span>
      {where ? <span className="text-sm text-slate-700">{where}</span> : null}
      <span className="text-sm text-slate-700">{crew || dayTexts.noCrew}</span>
      {move.balancePaise !== null ? (
        <span className="block text-sm font-semibold text-slate-800">
          {move.balancePaise > 0
            ? paymentTexts.dayBalance(formatPaise(move.balancePaise))
            : paymentTexts.dayPaid}
          {move.reverseCharge ? ` ${paymentTexts.dayReverseCharge}` : ''}
        </span>
      ) : null}
    </Link>
  );
}

/** Follow-ups due, new leads nobody took, my leads, and the coming week's moves by day. */
export function DayView({ day }: { day: Day | 'unavailable' }) {
  return (
    <section aria-labelledby="today" className="space-y-3">
      <h1 id="today" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {dayTexts.heading}
      </h1>
      {day === 'unavailable' ? (
        <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 font-medium text-amber-900">
          {dayTexts.unavailable}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <Panel
            id="day-overdue"
            title={dayTexts.notAnswered}
            hint={dayTexts.notAnsweredHint(officeHours.answerWithinMinutes)}
            count={day.overdue.total}
          >
            <Items {...day.overdue} />
          </Panel>
          <Panel
            id="day-follow-ups"
            title={dayTexts.followUps}
            hint={dayTexts.followUpsHint}
            count={day.followUps.total}
          >
            <Items {...day.followUps} today={day.today} />
          </Panel>
          <Panel id="day-unassigned" title={dayTexts.unassigned} count={day.unassigned.total}>
            <Items {...day.unassigned} />
          </Panel>
          <Panel id="day-mine" title={dayTexts.mine} count={day.mine.total}>
            <Items {...day.mine} />
          </Panel>
          <Panel id="day-moves" title={dayTexts.moves} count={day.moveCount}>
            <ol className="space-y-2">
              {day.agenda.map(({ day: date, moves }) => (
                <li key={date}>
                  <p className="text-sm font-semibold text-slate-800">
                    {dayTexts.movesOn(formatDay(date), moves.length)}
                  </p>
                  {moves.length > 0 ? (
                    <ul className="space-y-1">
                      {moves.map((move) => (
                        <li key={move.id}>
                          <AgendaLine move={move} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      )}
    </section>
  );
}
