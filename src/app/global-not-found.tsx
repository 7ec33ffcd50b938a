import type { Metadata } from 'next';
import { FullPageLinks } from '@/components/layout/FullPageLinks';
import { SiteShell } from '@/components/layout/SiteShell';
import { NotFoundPage } from '@/components/pages/NotFoundPage';
import { notFoundPage } from '@/content/not-found';
import { site } from '@/content/site';
import { rootMetadata, rootViewport } from '@/components/layout/RootDocument';

// A URL that matches no route. Next answers it with this document, outside the root layout, so
// it carries the public frame and the styles itself. It is its own route: unlike a not-found
// boundary in the root layout, it does not travel in every page's payload; unlike notFound() in
// a catch-all page, Next writes it into the HTML, so it reads without JavaScript.
export const viewport = rootViewport;

// The root layout's head (base URL, telephone detection off, the site's name for sharing), as a
// 404 drawn inside it had; its title template does not reach this document, so it is applied here.
export const metadata: Metadata = {
  ...rootMetadata('en'),
  title: `${notFoundPage.metaTitle} | ${site.name}`,
  description: notFoundPage.description,
};

export default function GlobalNotFound() {
  return (
    <html lang="en-IN">
      <body>
        <SiteShell>
          <NotFoundPage />
        </SiteShell>
        <FullPageLinks />
      </body>
    </html>
  );
}
