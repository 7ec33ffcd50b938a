'use client';

import Link from 'next/link';
import { useLocale } from '@/lib/i18n/client-texts';
import { localHref } from '@/lib/i18n/localized-paths';
import { usePathname } from 'next/navigation';
import { isCurrent, navItemClass } from './nav-styles';

/** A header link marked `aria-current="page"` on its own page; the rest is rendered on the server. */
export function NavLink({
  href,
  className = navItemClass,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const locale = useLocale();
  const local = localHref(href, locale);
  return (
    <Link
      prefetch={false}
      href={local}
      className={className}
      aria-current={isCurrent(pathname, local) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
