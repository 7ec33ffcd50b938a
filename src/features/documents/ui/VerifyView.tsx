import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/LogoMark';
import { company } from '@/settings/company';
import { formatShortDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { verifyPageTexts as t } from '../content/bills';
import type { VerifiedDocument } from '../verify-view';

function Frame({ status, children }: { status?: 429 | 503; children: ReactNode }) {
  return (
    // The HTTP status of this answer (scripts/server/page-status.mjs): a page cannot set it.
    <main className="mx-auto max-w-xl px-4 py-12" data-http-status={status}>
      <div className="text-center">
        <LogoMark className="mx-auto size-12" />
        <p className="mt-3 font-bold text-brand-900">{company.tradeName}</p>
      </div>
      {children}
      <p className="mt-8 text-center text-sm text-slate-700">{t.questions(company.phone)}</p>
    </main>
  );
}

/** /verify/{code} when the code names one of our documents. */
export function VerifyView({ document: d }: { document: VerifiedDocument }) {
  const cancelled = d.cancelledBy;
  const rows: [string, string][] = [
    [t.fields.kind, d.title],
    [t.fields.number, d.number],
    [t.fields.date, formatShortDate(d.issuedOn)],
    [t.fields.company, d.company.legalName],
    ...(d.company.gstin ? [[t.fields.gstin, d.company.gstin] as [string, string]] : []),
    ...(d.amountPaise === null
      ? []
      : [[t.fields.amount, formatPaise(d.amountPaise)] as [string, string]]),
    ...(d.cites ? [[t.fields.cites, d.cites] as [string, string]] : []),
    [
      t.fields.status,
      cancelled
        ? t.statusCancelled(cancelled.number, formatShortDate(cancelled.issuedOn))
        : t.statusValid,
    ],
  ];
  return (
    <Frame>
      <h1
        className={`mt-6 text-center text-2xl font-extrabold ${cancelled ? 'text-red-800' : 'text-green-800'}`}
      >
        {cancelled ? t.cancelled : t.valid}
      </h1>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-3 px-4 py-3">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="col-span-2 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t.privacy}</p>
    </Frame>
  );
}

/** /verify/{code} with nothing to show: an unknown code, too many checks, or no store. */
export function VerifyRefusedView({
  reason,
}: {
  reason: 'not_found' | 'rate_limited' | 'unavailable';
}) {
  const [heading, body] =
    reason === 'not_found'
      ? [t.notFoundTitle, t.notFound]
      : reason === 'rate_limited'
        ? [t.rateLimitedTitle, t.rateLimited]
        : [t.title, t.unavailable];
  return (
    <Frame status={reason === 'rate_limited' ? 429 : reason === 'unavailable' ? 503 : undefined}>
      <h1 className="mt-6 text-center text-2xl font-extrabold text-slate-900">{heading}</h1>
      <p className="mt-3 text-center text-slate-700">{body}</p>
    </Frame>
  );
}
