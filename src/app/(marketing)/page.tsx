import { HomeRoute, homeMetadata } from '@/app/_localized/home';

export const metadata = homeMetadata('en');

// Reviews that belong here (issue 26): rendered again when a review is written, hidden or
// answered (refreshReviewPages), and at least hourly.
export const revalidate = 3600;

export default function Page() {
  return <HomeRoute locale="en" />;
}
