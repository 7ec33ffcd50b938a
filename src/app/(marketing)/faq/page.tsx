import { FaqRoute, faqMetadata } from '@/app/_localized/faq';

export const metadata = faqMetadata('en');

export default function Page() {
  return <FaqRoute locale="en" />;
}
