import Link from 'next/link';
import { leadPageTexts } from '@/features/leads/content/staff';
import { bookingServiceLabel } from '@/features/leads/content/booking';
import { jobSheetTexts as t, moveDayTexts } from '@/features/move-day/content';
import { telHref } from '@/features/leads';
import { formatDay } from '@/features/leads';
import { formatPaise } from '@/lib/format-inr';
import type { Floor, JobSheet, JobSheetData } from '@/features/move-day/job-sheet';
import { slotLabel, vehicleName } from '@/features/move-day/plan';
import { ConfirmedBadge } from './MoveDayCard';
import { focusRing, secondarySmall } from '@/components/admin/styles';
import { PrintButton } from './PrintButton';

const block = 'break-inside-avoid border-t border-slate-300 py-3';
const term = 'text-xs font-bold uppercase tracking-wide text-slate-600';
const value = 'text-base text-slate-900';

/** A +91 mobile as people read it aloud: "+91 98765 43210". */
const readable = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

function Place({ label, place }: { label: string; place: JobSheet['pickup'] }) {
  const line = [place.address, place.area, place.city].filter(Boolean).join(', ');
  return (
    <div className={block}>
      <dt className={term}>{label}</dt>
      <dd className={value}>{line || t.notKnown}</dd>
      <dd className="text-sm text-slate-800">{floorText(place.floor)}</dd>
    </div>
  );
}

const floorText = (floor: Floor) => (floor ? t.floors(floor.floor, floor.lift) : null);

/**
 * The crew's sheet for one move: big enough to read on a phone in a truck, and one printed
 * page (the staff header and the buttons are left out of the print).
 */
export function JobSheetPage({ data }: { data: Exclude<JobSheetData, { state: 'signed-out' }> }) {
  if (data.state !== 'ready')
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-extrabold text-brand-900">{leadPageTexts.notFoundHeading}</h1>
        <p className="text-slate-700">
          {data.state === 'not-found' ? leadPageTexts.notFoundBody : leadPageTexts.failed}
        </p>
      </div>
    );
  const { sheet } = data;
  const { plan } = sheet;
  const when = [
    sheet.moveDate ? formatDay(sheet.moveDate) : null,
    slotLabel(plan.slot) ?? moveDayTexts.noSlot,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="mx-auto max-w-2xl space-y-2 bg-white p-4 shadow-sm ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          href={`/admin/leads/bookings/${sheet.id}`}
          className={`inline-flex min-h-11 items-center font-semibold text-brand-800 ${focusRing}`}
        >
          {t.back}
        </Link>
        <PrintButton />
      </div>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold text-brand-900">
          {t.heading} <span className="whitespace-nowrap font-mono">{sheet.reference}</span>
        </h1>
        <ConfirmedBadge plan={plan} />
      </header>
      <dl>
        <div className={block}>
          <dt className={term}>{t.when}</dt>
          <dd className="text-lg font-bold text-slate-900">{when}</dd>
          {sheet.service ? (
            <dd className="text-sm text-slate-800">{bookingServiceLabel(sheet.service)}</dd>
          ) : null}
        </div>
        <div className={block}>
          <dt className={term}>{t.customer}</dt>
          <dd className={value}>{sheet.name}</dd>
          <dd>
            <a href={telHref(sheet.phone)} className={`${secondarySmall} mt-1 font-mono text-base`}>
              {readable(sheet.phone)}
            </a>
          </dd>
        </div>
        <Place label={t.pickup} place={sheet.pickup} />
        <Place label={t.drop} place={sheet.drop} />
        <div className={block}>
          <dt className={term}>{t.truck}</dt>
          <dd className={value}>{vehicleName(plan.vehicle) ?? moveDayTexts.noVehicle}</dd>
        </div>
        <div className={block}>
          <dt className={term}>{t.crew}</dt>
          <dd className={value}>
            {plan.crew.count === null ? moveDayTexts.noVehicle : moveDayTexts.crew(plan.crew.count)}
          </dd>
          {plan.crew.names ? <dd className="text-sm text-slate-800">{plan.crew.names}</dd> : null}
        </div>
        <div className={block}>
          <dt className={term}>{t.driver}</dt>
          <dd className={value}>{plan.driver.name ?? moveDayTexts.noVehicle}</dd>
          {plan.driver.phone ? (
            <dd>
              <a
                href={telHref(plan.driver.phone)}
                className={`font-mono text-brand-800 underline ${focusRing}`}
              >
                {readable(plan.driver.phone)}
              </a>
            </dd>
          ) : null}
        </div>
        <div className={block}>
          <dt className={term}>{t.load}</dt>
          {sheet.load ? (
            <>
              <dd className={value}>
                {t.loadSummary(sheet.load.items, sheet.load.rooms.length, sheet.load.cft)}
              </dd>
              {sheet.load.rooms.map((room) => (
                <dd key={room.name} className="text-sm text-slate-800">
                  <span className="font-semibold">{room.name}:</span>{' '}
                  {room.lines.map((line) => `${line.name} × ${line.qty}`).join(', ')}
                </dd>
              ))}
            </>
          ) : (
            <dd className="text-sm text-slate-800">{t.noSurvey}</dd>
          )}
        </div>
        <div className={block}>
          <dt className={term}>{t.balance}</dt>
          <dd className="text-lg font-bold text-slate-900">
            {sheet.balancePaise === null
              ? t.noQuotation
              : sheet.balancePaise > 0
                ? formatPaise(sheet.balancePaise)
                : t.paid}
          </dd>
        </div>
        {plan.crewNotes ? (
          <div className={block}>
            <dt className={term}>{t.notes}</dt>
            <dd className="whitespace-pre-line text-base text-slate-900">{plan.crewNotes}</dd>
          </div>
        ) : null}
        {sheet.message ? (
          <div className={block}>
            <dt className={term}>{t.customerNote}</dt>
            <dd className="whitespace-pre-line text-sm text-slate-800">{sheet.message}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
