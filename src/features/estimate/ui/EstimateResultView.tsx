import * as estimateText from '@/features/estimate/content/estimate';
import type { EstimateResult } from '@/features/estimate/compute-estimate';
import { EstimateHeadline, EstimateLinesTable } from './EstimateFigures';
import { useTexts } from '@/lib/i18n/client-texts';

/** The figures of an estimate: total, range, itemised lines, assumptions. Server and browser alike. */
export function EstimateResultView({
  result,
  validUntil,
}: {
  result: EstimateResult;
  validUntil: string;
}) {
  const { estimatePage: page } = useTexts(estimateText);
  return (
    <div>
      <EstimateHeadline
        page={page}
        result={result}
        validUntil={validUntil}
        testId="estimate-total"
        large
      />
      <EstimateLinesTable
        page={page}
        result={result}
        withTotal
        className="mt-6"
        captionClass="mb-2 text-left font-bold text-brand-900"
      />
      <h3 className="mt-6 font-bold text-brand-900">{page.assumptionsHeading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {result.assumptions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
