'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { frameText, mainNav } from '@/content/nav';
import { isCurrent, navItemClass } from './nav-styles';
import { ServicesMenu } from './ServicesMenu';

/** The header's links from the `lg` breakpoint up; smaller screens use the slide-out menu. */
export function DesktopNav() {
  const pathname = usePathname();
  const link = (item: { label: string; href: string }) => (
    <li key={item.href}>
      <Link
        prefetch={false}
        href={item.href}
        className={navItemClass}
        aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
      >
        {item.label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={frameText.mainNavLabel} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {link(mainNav.home)}
        <li>
          <ServicesMenu />
        </li>
        {mainNav.after.map(link)}
      </ul>
    </nav>
  );
}
