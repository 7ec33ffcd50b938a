import type { estimatePage } from '@/features/estimate/content/estimate';
import type { Translated } from '@/lib/i18n/translated';
import { tariff } from '@/features/estimate/settings/tariff';
import type { EstimateResult } from '@/features/estimate/compute-estimate';
import { formatLongDate } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';

type Words = Translated<typeof estimatePage>;

/**
 * The headline of an estimate — total, low–high range, valid-until date — as /estimate shows it
 * (`large`) and as the booking and quotation forms carry it. Server and browser alike: the
 * caller hands in its page's words (`inPageLocale` on the server, `useTexts` in the browser).
 */
export function EstimateHeadline({
  result,
  validUntil,
  testId,
  large = false,
  page,
}: {
  page: Words;
  result: EstimateResult;
  validUntil: string;
  testId: string;
  large?: boolean;
}) {
  return (
    <>
      <p className={`${large ? '' : 'mt-3 '}text-sm font-semibold text-slate-700`}>{page.total}</p>
      <p
        className={`${large ? 'text-4xl' : 'text-3xl'} font-extrabold text-brand-900`}
        data-testid={testId}
      >
        {formatInr(result.total)}
      </p>
      <p className={`${large ? 'mt-2' : 'mt-1'} text-slate-700`}>
        {page.range}:{' '}
        <strong className="text-slate-900">
          {formatInr(result.low)} {page.rangeJoin} {formatInr(result.high)}
        </strong>
      </p>
      <p className="mt-1 text-sm font-semibold text-accent-700">
        {page.validUntil(formatLongDate(validUntil))}
      </p>
    </>
  );
}

/**
 * The itemised lines with subtotal and GST; `withTotal` adds the total as the last row. The
 * caption is visible on /estimate and read out only elsewhere (`captionClass`).
 */
export function EstimateLinesTable({
  result,
  withTotal = false,
  className = '',
  captionClass = 'sr-only',
  page,
}: {
  page: Words;
  result: EstimateResult;
  withTotal?: boolean;
  className?: string;
  captionClass?: string;
}) {
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <caption className={captionClass}>{page.linesCaption}</caption>
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
        {withTotal && (
          <tr className="border-t border-slate-300 text-base">
            <th scope="row" className="py-2 pr-3 font-extrabold">
              {page.total}
            </th>
            <td className="py-2 text-right font-extrabold tabular-nums">
              {formatInr(result.total)}
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}
