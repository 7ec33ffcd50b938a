'use client';

import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { errorPages } from '@/content/errors';
import { site } from '@/content/site';
import './global-error.css';

/**
 * The last boundary: an error in the root layout, or in a page outside both route groups. It
 * replaces the root layout, so it writes its own document and imports the styles itself; it
 * keeps to the public text, since it cannot know whether the visitor is staff.
 */
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="en-IN">
      <body>
        <title>{errorPages.public.title}</title>
        <header className="bg-brand-900 text-white">
          <p className="mx-auto max-w-7xl px-4 py-4 text-lg font-bold">{site.name}</p>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <ErrorNotice text={errorPages.public} retry={retry} digest={error.digest} />
        </main>
      </body>
    </html>
  );
}
