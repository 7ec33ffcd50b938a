import { carriedEstimateTexts as t, estimatePage as page } from '@/content/estimate';
import { tariff } from '@/content/tariff';
import { formatLongDate } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import type { CarriedEstimate } from './carried-estimate';

/**
 * The estimate on the booking form's step 2 and above the quotation form: total, range,
 * valid-until date, and the itemised lines behind a disclosure. Rendered on the server and
 * handed to the client form as markup, so the tariff and the arithmetic add no JavaScript.
 */
export function CarriedEstimateView({
  estimate,
  headingLevel = 'h2',
}: {
  estimate: CarriedEstimate;
  headingLevel?: 'h2' | 'h3';
}) {
  const { result, validUntil, query } = estimate;
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby="carried-estimate-heading"
      data-testid="carried-estimate"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <Heading id="carried-estimate-heading" className="text-lg font-bold text-brand-900">
        {t.heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      <p className="mt-3 text-sm font-semibold text-slate-700">{page.total}</p>
      <p className="text-3xl font-extrabold text-brand-900" data-testid="carried-estimate-total">
        {formatInr(result.total)}
      </p>
      <p className="mt-1 text-slate-700">
        {page.range}:{' '}
        <strong className="text-slate-900">
          {formatInr(result.low)} {page.rangeJoin} {formatInr(result.high)}
        </strong>
      </p>
      <p className="mt-1 text-sm font-semibold text-accent-700">
        {page.validUntil(formatLongDate(validUntil))}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-700 underline">
          {t.breakdown}
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{page.linesCaption}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{page.itemHeader}</th>
              <th scope="col">{page.amountHeader}</th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((line) => (
              <tr key={line.label} className="border-t border-slate-200 align-top">
                <td className="py-1.5 pr-3 text-slate-800">{line.label}</td>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                  {formatInr(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" className="py-1.5 pr-3 font-semibold">
                {page.subtotal}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatInr(result.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className="py-1 pr-3 font-semibold">
                {page.gst(tariff.gstPercent)}
              </th>
              <td className="py-1 text-right tabular-nums">{formatInr(result.gst)}</td>
            </tr>
          </tfoot>
        </table>
      </details>
      <p className="mt-3 text-sm">
        <a
          href={`${page.path}?${query}`}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t.change}
        </a>
      </p>
    </section>
  );
}
