import { FaqRoute, faqMetadata } from '@/app/_localized/faq';

export const metadata = faqMetadata('hi');

export default function Page() {
  return <FaqRoute locale="hi" />;
}
