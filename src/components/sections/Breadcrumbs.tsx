import Link from '@/components/ui/LocalLink';
import { ChevronRight } from '@/components/ui/line-icons';
import * as navText from '@/content/nav';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { breadcrumbLd, breadcrumbTrail, type Crumb } from '@/components/seo/structured-data';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * "Home › … › Page" above an inner page, and the same trail as a BreadcrumbList for search
 * engines, so the two cannot disagree. `pages` runs from the first level below Home to the
 * current page.
 */
export function Breadcrumbs({ pages }: { pages: readonly Crumb[] }) {
  const { frameText, mainNav } = inPageLocale(navText);
  const trail = breadcrumbTrail(pages, mainNav.home);
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <nav aria-label={frameText.breadcrumbLabel} className="border-b border-slate-200 bg-white">
        <Container>
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm">
            {trail.map((crumb, index) =>
              index === trail.length - 1 ? (
                <li key={crumb.path} className="flex items-center gap-2">
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
                  <span aria-current="page" className="font-semibold text-slate-800">
                    {crumb.name}
                  </span>
                </li>
              ) : (
                <li key={crumb.path} className="flex items-center gap-2">
                  {index > 0 ? (
                    <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
                  ) : null}
                  <Link
                    prefetch={false}
                    href={crumb.path}
                    className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {crumb.name}
                  </Link>
                </li>
              ),
            )}
          </ol>
        </Container>
      </nav>
    </>
  );
}
