import { CityRoute, cityMetadata, cityParams, type CityProps } from '@/app/_localized/city';

// The 13 branch cities are built at build time; any other name is a 404.
export const dynamicParams = false;
// Reviews that belong here (issue 26): rendered again when a review is written, hidden or
// answered (refreshReviewPages), and at least hourly.
export const revalidate = 3600;

export const generateStaticParams = cityParams;

export const generateMetadata = (props: CityProps) => cityMetadata('hi', props);

export default function Page(props: CityProps) {
  return <CityRoute locale="hi" {...props} />;
}
