import {
  ServiceRoute,
  serviceMetadata,
  serviceParams,
  type ServiceProps,
} from '@/app/_localized/services';
import { Texts as QuoteTexts } from '@/lib/i18n/generated/or/quote';
import { Texts as ContactTexts } from '@/lib/i18n/generated/or/contact';

// The 11 pages are built at build time; any other slug is a 404.
export const dynamicParams = false;
// Reviews that belong here (issue 26): rendered again when a review is written, hidden or
// answered (refreshReviewPages), and at least hourly.
export const revalidate = 3600;

export const generateStaticParams = serviceParams;

export const generateMetadata = (props: ServiceProps) => serviceMetadata('or', props);

export default function Page(props: ServiceProps) {
  return (
    <QuoteTexts>
      <ContactTexts>
        <ServiceRoute locale="or" {...props} />
      </ContactTexts>
    </QuoteTexts>
  );
}
