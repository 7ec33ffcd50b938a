'use client';

import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { Container } from '@/components/ui/Container';
import * as errorsText from '@/content/errors';
import { useTexts } from '@/lib/i18n/client-texts';

/**
 * A public page that failed on the server or in the browser: drawn inside the public frame (the
 * marketing layout), so the visitor keeps the header, the footer and the phone number.
 * retry() fetches the page again from the server; reset() alone would only re-render the same
 * failed payload.
 */
export default function PublicError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const { errorPages } = useTexts(errorsText);
  return (
    <Container className="py-16 sm:py-24">
      <title>{errorPages.public.title}</title>
      <ErrorNotice text={errorPages.public} retry={retry} digest={error.digest} />
    </Container>
  );
}
