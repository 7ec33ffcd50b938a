'use client';

import Link from 'next/link';
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
  return (
    <Link
      prefetch={false}
      href={href}
      className={className}
      aria-current={isCurrent(pathname, href) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
