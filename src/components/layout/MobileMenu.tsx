'use client';

import { Menu, Phone, X } from '@/components/ui/line-icons';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { frameText, mainNav } from '@/content/nav';
import { site } from '@/content/site';
import { useHydrated } from '@/lib/use-hydrated';
import { isCurrent } from './nav-styles';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const itemClass =
  'block rounded-lg px-3 py-3 text-lg font-semibold text-slate-800 hover:bg-brand-50 ' +
  'focus-visible:outline-3 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

/**
 * The slide-out menu below `lg`: a modal <dialog>, so the page behind is inert. It closes on
 * Escape (the dialog's own cancel), on a click on the backdrop, and on navigation; Tab cycles
 * inside it. Without JavaScript the button is a link to the footer's links instead.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
    // The page behind a modal dialog still scrolls under a finger; hold it while the menu is open.
    document.documentElement.style.overflow = open ? 'hidden' : '';
  }, [open]);

  // Navigation closes the menu (adjusting state during render, as React recommends).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The panel fills the dialog box, so a click that lands on the dialog itself is outside it.
    if (event.target === event.currentTarget) setOpen(false);
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  if (!hydrated) {
    return (
      <a href="#site-footer-links" className={`${iconButton} lg:hidden`}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{frameText.openMenu}</span>
      </a>
    );
  }

  const link = (item: { label: string; href: string }, extra = '') => (
    <li key={item.href}>
      <Link
        prefetch={false}
        href={item.href}
        className={`${itemClass} ${extra}`}
        aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
        onClick={() => setOpen(false)}
      >
        {item.label}
      </Link>
    </li>
  );

  return (
    <>
      <button
        type="button"
        className={`${iconButton} lg:hidden`}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{frameText.openMenu}</span>
      </button>
      <dialog
        id="mobile-menu"
        ref={dialog}
        aria-label={frameText.menuTitle}
        onClose={() => setOpen(false)}
        onClick={onBackdropClick}
        onKeyDown={keepFocusInside}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none translate-x-full bg-white p-0 shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-brand-900/0 backdrop:transition-[background-color] backdrop:duration-300 open:translate-x-0 open:backdrop:bg-brand-900/60 motion-reduce:transition-none starting:open:translate-x-full starting:open:backdrop:bg-brand-900/0 lg:hidden"
      >
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="flex items-center justify-between">
            <p className="text-lg font-bold text-brand-900">{frameText.menuTitle}</p>
            <button type="button" className={iconButton} onClick={() => setOpen(false)}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{frameText.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={frameText.mainNavLabel} className="mt-4">
            <ul className="space-y-1">
              {link(mainNav.home)}
              <li>
                <p className="px-3 pt-3 pb-1 text-sm font-bold tracking-wider text-slate-600 uppercase">
                  {mainNav.services.label}
                </p>
                <ul className="space-y-1 border-l-2 border-brand-100 pl-2">
                  {mainNav.services.items.map((item) => link(item, 'text-base py-2.5'))}
                </ul>
              </li>
              {mainNav.after.map((item) => link(item))}
            </ul>
          </nav>
          <a
            href={`tel:${site.phone.tel}`}
            className="mt-auto inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Phone aria-hidden="true" className="size-5" />
            {frameText.callButton}: {site.phone.display}
          </a>
        </div>
      </dialog>
    </>
  );
}
