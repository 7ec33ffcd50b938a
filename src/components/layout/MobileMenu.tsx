import { Menu, Phone, X } from '@/components/ui/line-icons';
import * as navText from '@/content/nav';
import type { NavLink as NavItem } from '@/content/nav';
import * as siteText from '@/content/site';
import { MenuButton } from './MenuButton';
import { languageNamesOn } from './LanguageName';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLink } from './NavLink';
import { inPageLocale, pageLocale } from '@/lib/i18n/page-locale';

const menuId = 'mobile-menu';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const itemClass =
  'block rounded-lg px-3 py-3 text-lg font-semibold text-slate-800 hover:bg-brand-50 ' +
  'focus-visible:outline-3 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

const item = (link: NavItem, extra = '') => (
  <li key={link.href}>
    <NavLink href={link.href} className={`${itemClass} ${extra}`}>
      {link.label}
    </NavLink>
  </li>
);

/**
 * The slide-out menu below `lg`: a popover panel (`popover="auto"`) that the browser opens and
 * closes by itself — its two buttons name it with `popovertarget`, a tap outside it or Escape
 * closes it — so it works before and without JavaScript in every current browser. It is not
 * modal: a modal <dialog> makes the whole page behind inert, and that restyle of every element
 * was most of the tap's time (docs/architecture.md argues why the page behind may stay live).
 * The page does not scroll while it is open (globals.css); focus goes into it on opening
 * (`autoFocus`) and back to the menu button on closing. The client parts are the button (see
 * MenuButton) and the links, which mark the current page.
 * The backdrop darkens at once on opening and fades only on closing, and the panel has no
 * shadow (the backdrop sets it apart): a phone without a GPU draws a large blurred shadow and a
 * fading full-screen layer in software, and that was about half of the tap's time (issue 50's
 * INP, docs/benchmarks.md).
 */
export function MobileMenu() {
  const { frameText, mainNav, menuOnlyLinks } = inPageLocale(navText);
  const { site } = inPageLocale(siteText);
  return (
    <>
      <MenuButton menuId={menuId} className={`${iconButton} lg:hidden`}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{frameText.openMenu}</span>
      </MenuButton>
      <div
        id={menuId}
        popover="auto"
        role="dialog"
        aria-label={frameText.menuTitle}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none translate-x-full bg-white p-0 transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-brand-900/0 open:translate-x-0 open:backdrop:bg-brand-900/60 motion-reduce:transition-none motion-safe:not-open:backdrop:transition-[background-color] motion-safe:not-open:backdrop:duration-300 starting:open:translate-x-full lg:hidden"
      >
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="flex items-center justify-between">
            <p className="text-lg font-bold text-brand-900">{frameText.menuTitle}</p>
            <button
              type="button"
              popoverTarget={menuId}
              popoverTargetAction="hide"
              autoFocus
              className={iconButton}
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{frameText.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={frameText.mainNavLabel} className="mt-4">
            <ul className="space-y-1">
              {item(mainNav.home)}
              <li>
                <p className="px-3 pt-3 pb-1 text-sm font-bold tracking-wider text-slate-600 uppercase">
                  {mainNav.services.label}
                </p>
                <ul className="space-y-1 border-l-2 border-brand-100 pl-2">
                  {mainNav.services.items.map((link) => item(link, 'text-base py-2.5'))}
                </ul>
              </li>
              {mainNav.after.map((link) => item(link))}
              {menuOnlyLinks.map((link) => item(link))}
            </ul>
          </nav>
          <LanguageSwitch
            names={languageNamesOn(pageLocale())}
            className="mt-4 border-t border-slate-200 pt-3"
          />
          <a
            href={`tel:${site.phone.tel}`}
            className="mt-auto inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Phone aria-hidden="true" className="size-5" />
            {frameText.callButton}: {site.phone.display}
          </a>
        </div>
      </div>
    </>
  );
}
