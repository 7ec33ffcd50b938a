import { HomeRoute, homeMetadata } from '@/app/_localized/home';
import { Texts as ContactTexts } from '@/lib/i18n/generated/hi/contact';

export const metadata = homeMetadata('hi');

// Reviews that belong here (issue 26): rendered again when a review is written, hidden or
// answered (refreshReviewPages), and at least hourly.
export const revalidate = 3600;

export default function Page() {
  return (
    <ContactTexts>
      <HomeRoute locale="hi" />
    </ContactTexts>
  );
}
