import { estimatePage as page } from '@/content/estimate';
import { tariff } from '@/content/tariff';
import type { EstimateResult } from '@/lib/estimate/compute-estimate';
import { formatLongDate } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';

/** The figures of an estimate: total, range, itemised lines, assumptions. Server and browser alike. */
export function EstimateResultView({
  result,
  validUntil,
}: {
  result: EstimateResult;
  validUntil: string;
}) {
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700">{page.total}</p>
      <p className="text-4xl font-extrabold text-brand-900" data-testid="estimate-total">
        {formatInr(result.total)}
      </p>
      <p className="mt-2 text-slate-700">
        {page.range}:{' '}
        <strong className="text-slate-900">
          {formatInr(result.low)} {page.rangeJoin} {formatInr(result.high)}
        </strong>
      </p>
      <p className="mt-1 text-sm font-medium text-accent-800">
        {page.validUntil(formatLongDate(validUntil))}
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="mb-2 text-left font-bold text-brand-900">{page.linesCaption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{page.itemHeader}</th>
            <th scope="col">{page.amountHeader}</th>
          </tr>
        </thead>
        <tbody>
          {result.lines.map((line) => (
            <tr key={line.label} className="border-t border-slate-200 align-top">
              <td className="py-2 pr-3 text-slate-800">{line.label}</td>
              <td className="py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {formatInr(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300">
            <th scope="row" className="py-2 pr-3 font-semibold">
              {page.subtotal}
            </th>
            <td className="py-2 text-right tabular-nums">{formatInr(result.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 pr-3 font-semibold">
              {page.gst(tariff.gstPercent)}
            </th>
            <td className="py-1 text-right tabular-nums">{formatInr(result.gst)}</td>
          </tr>
          <tr className="border-t border-slate-300 text-base">
            <th scope="row" className="py-2 pr-3 font-extrabold">
              {page.total}
            </th>
            <td className="py-2 text-right font-extrabold tabular-nums">
              {formatInr(result.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <h3 className="mt-6 font-bold text-brand-900">{page.assumptionsHeading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {result.assumptions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
