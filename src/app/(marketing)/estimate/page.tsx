import { EstimateRoute, estimateMetadata } from '@/app/_localized/estimate';

export const metadata = estimateMetadata('en');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <EstimateRoute locale="en" query={await searchParams} />;
}
