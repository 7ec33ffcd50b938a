import { ReviewRoute, reviewMetadata, type ReviewProps } from '@/app/_localized/review';
import { Texts as ReviewTexts } from '@/lib/i18n/generated/hi/review';

export const metadata = reviewMetadata('hi');

export default function Page(props: ReviewProps) {
  return (
    <ReviewTexts>
      <ReviewRoute locale="hi" {...props} />
    </ReviewTexts>
  );
}
