import { ChevronDown } from '@/components/ui/line-icons';
import * as navText from '@/content/nav';
import type { NavLink as NavItem } from '@/content/nav';
import { NavLink } from './NavLink';
import { ServicesMenu } from './ServicesMenu';
import { inPageLocale } from '@/lib/i18n/page-locale';

const link = (item: NavItem) => (
  <li key={item.href}>
    <NavLink href={item.href}>{item.label}</NavLink>
  </li>
);

/**
 * The header's links from the `lg` breakpoint up; smaller screens use the slide-out menu. A server
 * component: only the links' current-page mark and the dropdown's opening are client code.
 */
export function DesktopNav() {
  const { frameText, mainNav } = inPageLocale(navText);
  const { services } = mainNav;
  return (
    <nav aria-label={frameText.mainNavLabel} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {link(mainNav.home)}
        <li>
          <ServicesMenu
            href={services.href}
            label={
              <>
                {services.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform in-aria-expanded:rotate-180 motion-reduce:transition-none"
                />
              </>
            }
          >
            <ul className="w-64 rounded-xl bg-white p-2 shadow-xl ring-1 shadow-brand-900/15 ring-slate-200">
              {services.items.map((item) => (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    className="block rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </ServicesMenu>
        </li>
        {mainNav.after.map(link)}
      </ul>
    </nav>
  );
}
