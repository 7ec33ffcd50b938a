import { ReviewRoute, reviewMetadata, type ReviewProps } from '@/app/_localized/review';
import { Texts as ReviewTexts } from '@/lib/i18n/generated/or/review';

export const metadata = reviewMetadata('or');

export default function Page(props: ReviewProps) {
  return (
    <ReviewTexts>
      <ReviewRoute locale="or" {...props} />
    </ReviewTexts>
  );
}
