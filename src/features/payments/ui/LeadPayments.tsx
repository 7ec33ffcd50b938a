import { paymentTexts as t } from '@/features/payments/content';
import { todayInIndia } from '@/lib/dates';
import { formatLongDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { LEAD_KINDS, type LeadKind } from '@/features/leads';
import type { StaffPayments } from '@/features/payments/views';
import { PaymentForm } from './PaymentForm';

/** Quotation total, paid and balance due, each payment as it was recorded, and the form. */
export function LeadPayments({
  kind,
  id,
  payments,
}: {
  kind: LeadKind;
  id: string;
  payments: StaffPayments;
}) {
  const { totalPaise, paidPaise, balancePaise, items, owed } = payments;
  // Under reverse charge, or with claims settled, the total is not the quotation's: say so.
  const adjusted = Boolean(owed?.reverseCharge) || (owed?.claimsPaise ?? 0) > 0;
  const notes = [
    ...(owed?.reverseCharge
      ? [t.totals.reverseCharge(formatPaise(owed.reverseCharge.gstPaise))]
      : []),
    ...(owed && owed.claimsPaise > 0 ? [t.totals.claims(formatPaise(owed.claimsPaise))] : []),
  ];
  const figures = [
    ...(adjusted && owed?.quotedPaise != null
      ? [{ label: t.totals.total, value: formatPaise(owed.quotedPaise) }]
      : []),
    {
      label: adjusted ? t.totals.owed : t.totals.total,
      value: totalPaise === null ? t.totals.noTotal : formatPaise(totalPaise),
    },
    { label: t.totals.paid, value: formatPaise(paidPaise) },
    ...(balancePaise === null
      ? []
      : [{ label: t.totals.balance, value: formatPaise(balancePaise) }]),
  ];
  const hadAdvance = items.some((item) => item.kind === 'advance');
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t.intro}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
          >
            <dt className="text-sm text-slate-700">{figure.label}</dt>
            <dd className="font-bold text-brand-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p key={note} className="text-sm font-medium text-slate-800">
          {note}
        </p>
      ))}
      {items.length === 0 ? (
        <p className="text-slate-700">{t.empty}</p>
      ) : (
        <ol aria-label={t.listLabel} className="divide-y divide-slate-200">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
            >
              <span>
                <span className="font-semibold text-slate-900">{t.kinds[item.kind]}</span>
                {' · '}
                {t.modes[item.mode]}
                {item.reference ? (
                  <>
                    {' · '}
                    <span className="font-mono text-sm break-all">{item.reference}</span>
                  </>
                ) : null}
                <span className="block text-sm text-slate-600">
                  {formatLongDate(item.receivedOn)}
                  {item.recordedBy ? ` · ${item.recordedBy}` : ''}
                  {item.reason ? ` · ${item.reason}` : ''}
                </span>
              </span>
              <span
                className={`font-bold tabular-nums ${item.amountPaise < 0 ? 'text-red-800' : 'text-slate-900'}`}
              >
                {formatPaise(item.amountPaise)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <PaymentForm
        staffType={LEAD_KINDS[kind].type}
        leadId={id}
        nextKind={hadAdvance ? 'balance' : 'advance'}
        today={todayInIndia()}
      />
    </div>
  );
}
