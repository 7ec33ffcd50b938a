import Link from 'next/link';
import { moveDayTexts as t } from '@/features/move-day/content';
import type { MoveDayPlan } from '@/features/move-day/plan';
import { focusRing, secondarySmall } from '@/components/admin/styles';
import { MoveDayForm } from './MoveDayForm';

/** Confirmed or not, said in words and a sign as well as colour. */
export function ConfirmedBadge({ plan }: { plan: MoveDayPlan }) {
  if (plan.confirmed)
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-inset ring-green-300">
        <span aria-hidden="true">✓</span> {t.confirmed}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 rounded-full border-2 border-dashed border-amber-700 bg-amber-50 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900">
      <span aria-hidden="true">!</span> {t.unconfirmed}
    </span>
  );
}

/** The lead page's Move-day card of a booking: where it stands, the job sheet, the plan. */
export function MoveDayCard({
  id,
  plan,
  moveDate,
  suggested,
  people,
}: {
  id: string;
  plan: MoveDayPlan;
  moveDate: string | null;
  suggested?: string | null;
  people?: readonly { id: string; name: string }[];
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <ConfirmedBadge plan={plan} />
        {plan.updatedAt === null ? (
          <span className="text-sm text-slate-700">{t.notPlanned}</span>
        ) : null}
        <Link href={`/admin/leads/bookings/${id}/job`} className={`${secondarySmall} ${focusRing}`}>
          {t.jobSheet}
        </Link>
        <Link href={`/admin/moves/${id}`} className={`${secondarySmall} ${focusRing}`}>
          {t.crewSheet}
        </Link>
      </div>
      {!plan.confirmed ? <p className="text-sm text-slate-800">{t.unconfirmedHint}</p> : null}
      {moveDate === null ? <p className="text-sm text-slate-800">{t.noDate}</p> : null}
      <MoveDayForm id={id} plan={plan} suggested={suggested} people={people} />
    </div>
  );
}
