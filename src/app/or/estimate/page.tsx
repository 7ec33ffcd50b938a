import { EstimateRoute, estimateMetadata } from '@/app/_localized/estimate';
import { Texts as EstimateTexts } from '@/lib/i18n/generated/or/estimate';

export const metadata = estimateMetadata('or');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <EstimateTexts>
      <EstimateRoute locale="or" query={await searchParams} />
    </EstimateTexts>
  );
}
