import * as paymentText from '@/features/payments/content';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { formatPaise } from '@/lib/format-inr';
import type { MoneyFigures } from '@/features/payments';

/** The customer's money at a glance: total agreed, paid so far, balance due. */
export function TrackPayments({ figures }: { figures: MoneyFigures }) {
  const t = inPageLocale(paymentText).paymentTexts.track;
  const rows = [
    ...(figures.totalPaise === null ? [] : [{ label: t.total, value: figures.totalPaise }]),
    { label: t.paid, value: figures.paidPaise },
    ...(figures.balancePaise === null ? [] : [{ label: t.balance, value: figures.balancePaise }]),
  ];
  return (
    <div
      className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
      data-testid="track-payments"
    >
      <h3 className="font-bold text-brand-900">{t.heading}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums sm:text-left">
              {formatPaise(row.value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
