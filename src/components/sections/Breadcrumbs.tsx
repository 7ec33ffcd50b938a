import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { frameText, mainNav } from '@/content/nav';
import { Container } from '@/components/ui/Container';

/** "Home › Page" above a standalone page; the last crumb is the current page. */
export function Breadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label={frameText.breadcrumbLabel} className="border-b border-slate-200 bg-white">
      <Container>
        <ol className="flex items-center gap-2 py-3 text-sm">
          <li>
            <Link
              prefetch={false}
              href={mainNav.home.href}
              className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {mainNav.home.label}
            </Link>
          </li>
          <li className="flex items-center gap-2">
            <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
            <span aria-current="page" className="font-semibold text-slate-800">
              {current}
            </span>
          </li>
        </ol>
      </Container>
    </nav>
  );
}
