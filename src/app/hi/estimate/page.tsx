import { EstimateRoute, estimateMetadata } from '@/app/_localized/estimate';
import { Texts as EstimateTexts } from '@/lib/i18n/generated/hi/estimate';

export const metadata = estimateMetadata('hi');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <EstimateTexts>
      <EstimateRoute locale="hi" query={await searchParams} />
    </EstimateTexts>
  );
}
