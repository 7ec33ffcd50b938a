import { indiaDayOf, todayInIndia } from '@/lib/dates';
import { formatPaise } from '@/lib/format-inr';
import { addDays } from '@/features/reports';
import type { TrackedRequest } from '@/features/tracking';
import * as claimsText from '../content';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { claimSettings } from '../settings';
import { policies } from '@/content/policies';
import { ClaimFileFormSlot } from './ClaimFileFormSlot';

/** /track's damage claims: the customer's claims as they stand, and the form once delivered. */
export function TrackClaims({
  request,
  contact,
  outcome,
}: {
  request: TrackedRequest;
  contact: string;
  /** What a claim posted without JavaScript came to (`claim=`: 'filed' or the API's code). */
  outcome?: string;
}) {
  const { claimTexts, trackClaimTexts: t } = inPageLocale(claimsText);
  const claims = request.claims ?? [];
  const told = outcome ? t.outcomes[outcome] : undefined;
  const notice = told
    ? outcome === 'filed'
      ? { ok: true, message: told }
      : { error: told }
    : undefined;
  // Open from delivery until the notice period ends (the server checks it again).
  const from = request.moveDate ?? indiaDayOf(request.createdAt);
  const open =
    request.status === 'done' && addDays(from, claimSettings.noticeDays) >= todayInIndia();
  if (!open && claims.length === 0) return null;
  return (
    <section aria-labelledby="track-claims-heading" className="border-t border-slate-200 pt-6">
      <h3 id="track-claims-heading" className="text-lg font-bold text-brand-900">
        {t.heading}
      </h3>
      {claims.length > 0 ? (
        <ul aria-label={t.listHeading} className="mt-3 space-y-2" data-testid="track-claims">
          {claims.map((claim) => (
            <li
              key={claim.number}
              className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
            >
              <p className="font-semibold text-slate-900">
                <span className="font-mono">{claim.number}</span>:{' '}
                {claimTexts.statuses[claim.status]}
              </p>
              <p className="text-sm text-slate-700">
                {t.asked} {formatPaise(claim.askedPaise)}
                {claim.settledPaise === null
                  ? ''
                  : ` · ${t.settled} ${formatPaise(claim.settledPaise)}`}
              </p>
              {claim.note ? (
                <p className="mt-1 text-slate-800">
                  {t.ourNote}: {claim.note}
                </p>
              ) : null}
              {claim.photos.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.photosSent(claim.number)}>
                  {claim.photos.map((photo, i) => (
                    <li key={i}>
                      {/* A thumbnail drawn inside the page (a data: URL): next/image has nothing to fetch. */}
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={photo.src}
                        alt={t.photosOf(claim.number, photo.itemIndex + 1)}
                        className="size-20 rounded object-cover ring-1 ring-slate-300"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <>
          <p className="mt-3 mb-4 text-slate-800">
            {t.intro(policies.damageReportDays, claimSettings.noticeDays)}
          </p>
          <ClaimFileFormSlot reference={request.reference} contact={contact} notice={notice} />
        </>
      ) : null}
    </section>
  );
}
