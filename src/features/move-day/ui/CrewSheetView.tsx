import Link from 'next/link';
import { ArrowLeft, FileText, MapPin, MessageCircle, Phone } from '@/components/ui/line-icons';
import { focusRing } from '@/components/admin/styles';
import { customerWhatsappHref, telHref } from '@/features/leads';
import { formatDay, formatReceived } from '@/features/leads';
import { todayInIndia } from '@/lib/dates';
import { formatPaise } from '@/lib/format-inr';
import { jobSheetTexts } from '@/features/move-day/content';
import { crewTexts as t, milestoneLabels, milestoneWhatsapp } from '../content';
import type { CrewSheet, SheetPlace } from '../views';
import { CollectForm } from './CollectForm';
import { CrewQueueProvider } from './CrewQueue';
import { NextStep } from './NextStep';
import { PhotoCapture } from './PhotoCapture';
import { SignaturePad } from './SignaturePad';
import { SheetWorker } from './SheetWorker';
import { mapHref, pointHref, readablePhone } from './links';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
const term = 'text-xs font-bold tracking-wide text-slate-700 uppercase';
const bigLink =
  `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-sm font-bold ${focusRing} ` +
  'border-2 border-brand-700 bg-white text-brand-900 hover:bg-brand-50';

function Place({ label, place }: { label: string; place: SheetPlace }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <p className={term}>{label}</p>
        <p className="text-lg text-slate-900">{place.line ?? t.notKnown}</p>
        {place.floor ? (
          <p className="text-slate-800">
            {jobSheetTexts.floors(place.floor.floor, place.floor.lift)}
          </p>
        ) : null}
      </div>
      {place.line ? (
        <a
          href={mapHref(place.line)}
          className={`flex min-h-12 min-w-16 shrink-0 flex-col items-center justify-center rounded-lg border border-slate-400 text-sm font-semibold text-brand-900 ${focusRing}`}
        >
          <MapPin aria-hidden="true" className="size-5" />
          {t.map}
          <span className="sr-only">: {label}</span>
        </a>
      ) : null}
    </div>
  );
}

/**
 * One move on the crew's phone: who and how to reach them, the next step as the big button,
 * the money to collect, where, what, and the steps so far. One column, large targets.
 */
export function CrewSheetView({ sheet }: { sheet: CrewSheet }) {
  const today = todayInIndia();
  // The truck, crew, driver and notes: only those known (no empty card).
  const facts = [
    [t.truck, sheet.vehicle],
    [t.crew, sheet.crewNames],
    [
      t.driver,
      [sheet.driver.name, sheet.driver.phone && readablePhone(sheet.driver.phone)]
        .filter(Boolean)
        .join(' · ') || null,
    ],
    [t.notes, sheet.crewNotes],
    [t.customerWrote, sheet.message],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  const items = sheet.rooms.flatMap((room) =>
    room.lines.map((line) => ({ itemId: line.itemId, name: `${line.name} (${room.name})` })),
  );
  const when = [sheet.moveDate ? formatDay(sheet.moveDate) : null, sheet.slot]
    .filter(Boolean)
    .join(' · ');
  return (
    <CrewQueueProvider moveId={sheet.id} done={sheet.milestones.map((step) => step.kind)}>
      <SheetWorker
        state={`${sheet.milestones.length}:${sheet.photoCount}:${sheet.signatureCount}:${sheet.paidPaise}`}
      />
      <article className="mx-auto max-w-xl space-y-4" data-testid="crew-sheet">
        <Link
          href="/admin/moves"
          className={`inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 ${focusRing}`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </Link>
        <header className={card}>
          <p className="font-mono text-sm font-semibold text-slate-700">{sheet.reference}</p>
          <h1 className="text-2xl font-extrabold text-brand-900">{sheet.name}</h1>
          <p className="text-lg text-slate-900">{when}</p>
          <div className="mt-3 flex gap-3">
            <a href={telHref(sheet.phone)} className={bigLink}>
              <Phone aria-hidden="true" className="size-5" />
              {t.call}
              <span className="sr-only"> {readablePhone(sheet.phone)}</span>
            </a>
            <a
              href={customerWhatsappHref(sheet.phone, sheet.name, sheet.reference)}
              className={bigLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t.whatsapp}
            </a>
          </div>
        </header>

        <section aria-labelledby="crew-next" className={`${card} border-t-4 border-accent-600`}>
          <h2 id="crew-next" className="mb-2 text-lg font-bold text-brand-900">
            {t.steps}
          </h2>
          <NextStep today={today} />
          {sheet.proofUrl ? (
            <div className="mt-3">
              <a
                href={sheet.proofUrl}
                className={`${bigLink} flex-row`}
                target="_blank"
                rel="noopener"
                data-testid="crew-proof"
              >
                <FileText aria-hidden="true" className="size-5" />
                {t.proof}
              </a>
              <p className="mt-1 text-sm text-slate-700">{t.proofHint}</p>
            </div>
          ) : null}
          {sheet.milestones.length > 0 ? (
            <ol className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-slate-800">
              {sheet.milestones.map((step) => (
                <li key={step.id}>
                  {t.stepDone(milestoneLabels[step.kind], formatReceived(step.at), step.by)}
                  {step.expectedDeliveryOn ? ` · ${formatDay(step.expectedDeliveryOn)}` : ''}
                  {step.location ? (
                    <>
                      {' · '}
                      <a
                        href={pointHref(step.location.latitude, step.location.longitude)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`font-semibold text-brand-800 underline underline-offset-2 ${focusRing}`}
                      >
                        <span aria-hidden="true">{t.stepMapShort}</span>
                        <span className="sr-only">{t.stepMap(milestoneLabels[step.kind])}</span>
                      </a>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
        </section>

        {sheet.whatsappUpdates.length > 0 ? (
          <section aria-labelledby="crew-whatsapp" className={card}>
            <h2 id="crew-whatsapp" className="mb-2 text-lg font-bold text-brand-900">
              {milestoneWhatsapp.heading}
            </h2>
            <div className="flex flex-col gap-2">
              {sheet.whatsappUpdates.map((update) => (
                <a
                  key={update.kind}
                  href={update.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={bigLink}
                  data-testid={`whatsapp-${update.kind}`}
                >
                  <MessageCircle aria-hidden="true" className="size-5" />
                  {milestoneWhatsapp.link(milestoneLabels[update.kind])}
                </a>
              ))}
            </div>
          </section>
        ) : null}

        <section aria-labelledby="crew-photos" className={card}>
          <h2 id="crew-photos" className="text-lg font-bold text-brand-900">
            {t.photos}
          </h2>
          <p className="mb-2 text-slate-800" data-testid="crew-photo-count">
            {t.photoCount(sheet.photoCount)}
          </p>
          <PhotoCapture items={items} />
        </section>

        <section aria-labelledby="crew-signature" className={card}>
          <h2 id="crew-signature" className="text-lg font-bold text-brand-900">
            {t.signature}
          </h2>
          {sheet.signatureCount > 0 ? (
            <p className="text-slate-800">{t.signatures(sheet.signatureCount)}</p>
          ) : null}
          <SignaturePad />
        </section>

        <section aria-labelledby="crew-money" className={card}>
          <h2 id="crew-money" className="text-lg font-bold text-brand-900">
            {t.balance}
          </h2>
          {sheet.balancePaise === null ? (
            <p className="text-slate-800">{t.noBalance}</p>
          ) : sheet.balancePaise <= 0 ? (
            <p className="text-lg font-bold text-green-800">{t.paidInFull}</p>
          ) : (
            <>
              <p className="text-3xl font-extrabold text-slate-900" data-testid="crew-balance">
                {formatPaise(sheet.balancePaise)}
              </p>
              <div className="mt-3">
                <CollectForm balancePaise={sheet.balancePaise} />
              </div>
            </>
          )}
        </section>

        <section aria-label={t.pickup} className={`${card} space-y-4`}>
          <Place label={t.pickup} place={sheet.pickup} />
          <Place label={t.drop} place={sheet.drop} />
        </section>

        <section aria-labelledby="crew-things" className={card}>
          <h2 id="crew-things" className="text-lg font-bold text-brand-900">
            {t.things}
          </h2>
          {sheet.rooms.length === 0 ? (
            <p className="text-slate-800">{t.noSurvey}</p>
          ) : (
            sheet.rooms.map((room) => (
              <div key={room.name} className="mt-2">
                <h3 className="font-bold text-slate-900">{room.name}</h3>
                <ul className="divide-y divide-slate-100">
                  {room.lines.map((line) => (
                    <li
                      key={line.itemId}
                      className="flex justify-between gap-2 py-1 text-slate-900"
                    >
                      <span>
                        {line.name}
                        {line.fragile ? (
                          <span className="ml-2 rounded bg-amber-100 px-1.5 text-sm font-bold text-amber-900 ring-1 ring-amber-300">
                            {t.fragile}
                          </span>
                        ) : null}
                      </span>
                      <span className="font-semibold">× {line.qty}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>

        {facts.length > 0 ? (
          <section aria-label={t.truck} className={card}>
            <dl className="grid gap-2">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className={term}>{label}</dt>
                  <dd className="whitespace-pre-line text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </article>
    </CrewQueueProvider>
  );
}
