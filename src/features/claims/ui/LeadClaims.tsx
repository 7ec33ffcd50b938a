import { formatShortDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { can, type UserRole } from '@/features/people';
import { indiaDayOf } from '@/lib/dates';
import { claimCardTexts as t, claimTexts } from '../content';
import { CLAIM_NEXT, type ClaimView } from '../kinds';
import { ClaimForm } from './ClaimForm';
import { ClaimPhotos } from './ClaimPhotos';

/** The lead page's claims: each with its items, amounts, note, and the office's form. */
export function LeadClaims({
  staffType,
  leadId,
  role,
  claims,
}: {
  staffType: string;
  leadId: string;
  role: UserRole;
  claims: readonly ClaimView[];
}) {
  if (claims.length === 0) return <p className="text-slate-700">{t.empty}</p>;
  return (
    <ol className="space-y-5">
      {claims.map((claim) => (
        <li key={claim.id} className="space-y-2 border-b border-slate-200 pb-4">
          <p>
            <span className="font-mono font-semibold">{claim.number}</span>{' '}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
              {claimTexts.statuses[claim.status]}
            </span>
            <span className="block text-sm text-slate-600">
              {t.filedOn} {formatShortDate(indiaDayOf(claim.at))} · {t.asked}{' '}
              {formatPaise(claim.askedPaise)}
              {claim.settledPaise === null
                ? ''
                : ` · ${t.settled} ${formatPaise(claim.settledPaise)}`}
            </span>
          </p>
          <p className="text-slate-800">{claim.description}</p>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {claim.items.map((item, i) => (
              <li key={i}>
                {item.label}: {item.damage} ({formatPaise(item.amountPaise)})
                <ClaimPhotos
                  base={`/api/admin/leads/${staffType}/${leadId}/claims`}
                  number={claim.number}
                  item={i}
                  photos={claim.photos.filter((photo) => photo.itemIndex === i)}
                />
              </li>
            ))}
          </ul>
          {claim.note ? (
            <p className="text-sm text-slate-700">
              {t.note}: {claim.note}
            </p>
          ) : null}
          {can(role, 'claims.settle') && CLAIM_NEXT[claim.status].length > 0 ? (
            <ClaimForm
              staffType={staffType}
              leadId={leadId}
              claimId={claim.id}
              next={CLAIM_NEXT[claim.status]}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
