import { ReviewRoute, reviewMetadata, type ReviewProps } from '@/app/_localized/review';

export const metadata = reviewMetadata('en');

export default function Page(props: ReviewProps) {
  return <ReviewRoute locale="en" {...props} />;
}
