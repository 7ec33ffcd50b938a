'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrent } from './nav-styles';

/**
 * A frame link that marks itself `aria-current="page"` on its own route: the one part of a
 * server-rendered menu that needs the pathname.
 */
export function CurrentLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
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
