import { FaqRoute, faqMetadata } from '@/app/_localized/faq';

export const metadata = faqMetadata('or');

export default function Page() {
  return <FaqRoute locale="or" />;
}
