'use client';

import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { errorPages } from '@/content/errors';

/**
 * A staff page (or the signed-in layout) that failed: inside the staff layout, with the way back
 * to the dashboard and the digest that matches the server's log line.
 */
export default function StaffError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:py-16">
      <title>{errorPages.staff.title}</title>
      <ErrorNotice text={errorPages.staff} retry={retry} digest={error.digest} />
    </main>
  );
}
