import * as quotationPage from '@/features/quotation/content/quotation-page';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { formatPaise } from '@/lib/format-inr';
import type { PricedLine } from '@/features/quotation/totals';

/** Every line with its SAC code, GST rate and amounts, then the totals, advance and balance. */
export function QuotationCharges({
  lines,
  subtotalPaise,
  gstPaise,
  discountPaise,
  taxablePaise,
  totalPaise,
  advancePaise,
  balancePaise,
}: {
  lines: PricedLine[];
  subtotalPaise: number;
  gstPaise: number;
  discountPaise: number;
  taxablePaise: number;
  totalPaise: number;
  advancePaise: number;
  balancePaise: number;
}) {
  const { customerQuotationPage: t } = inPageLocale(quotationPage);
  const cell = 'py-2.5 align-top';
  return (
    <section aria-labelledby="charges-heading" className="mt-8">
      <h2 id="charges-heading" className="text-lg font-bold text-brand-900">
        {t.chargesHeading}
      </h2>
      <table className="mt-3 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-slate-800 text-left text-xs tracking-wide text-slate-700 uppercase">
            <th scope="col" className="py-2 font-semibold">
              {t.columns.item}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t.columns.amount}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t.columns.gst}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-200">
              <td className={`${cell} pr-3`}>
                <span className="font-medium text-slate-900">{line.label}</span>
                <span className="block text-xs text-slate-600">
                  {t.columns.sac} {line.sac} · {t.gst} {t.gstRate(line.gstBp)}
                </span>
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatPaise(line.amountPaise)}
              </td>
              <td className={`${cell} pl-3 text-right whitespace-nowrap tabular-nums`}>
                {formatPaise(line.gstPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto max-w-sm space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{t.subtotal}</dt>
          <dd className="tabular-nums">{formatPaise(subtotalPaise)}</dd>
        </div>
        {/* The discount comes off before GST, as on the tax invoice (docs/staff.md). */}
        {discountPaise > 0 ? (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t.discount}</dt>
              <dd className="tabular-nums">− {formatPaise(discountPaise)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t.taxable}</dt>
              <dd className="tabular-nums">{formatPaise(taxablePaise)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{t.gst}</dt>
          <dd className="tabular-nums">{formatPaise(gstPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t-2 border-slate-800 pt-2 text-lg font-extrabold text-brand-900">
          <dt>{t.total}</dt>
          <dd className="tabular-nums" data-testid="quotation-total">
            {formatPaise(totalPaise)}
          </dd>
        </div>
      </dl>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border-2 border-accent-600 bg-orange-50 p-4">
          <dt className="text-sm font-semibold text-slate-800">{t.advance}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-accent-700 tabular-nums">
            {formatPaise(advancePaise)}
          </dd>
        </div>
        <div className="rounded-lg border border-slate-300 p-4">
          <dt className="text-sm font-semibold text-slate-800">{t.balance}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-slate-900 tabular-nums">
            {formatPaise(balancePaise)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
