'use client';

import { ChevronDown } from '@/components/ui/line-icons';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { mainNav } from '@/content/nav';
import { useHydrated } from '@/lib/use-hydrated';
import { isCurrent, navItemClass } from './nav-styles';

type OpenedBy = 'hover' | 'click' | null;

/**
 * The Services dropdown (disclosure pattern). Opens on hover and on click/Enter, closes on
 * Escape (focus back on the trigger), on the pointer or focus leaving, and on an outside click.
 * Before hydration, CSS :hover and :focus-within show the same menu.
 */
export function ServicesMenu() {
  const { services } = mainNav;
  const hydrated = useHydrated();
  const pathname = usePathname();
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const open = openedBy !== null;

  // Navigation closes the menu (adjusting state during render, as React recommends).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpenedBy(null);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('li a') ?? [])];

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpenedBy(null);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpenedBy('click');
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : index + step;
      // The menu renders on this same tick when it was closed; focus on the next frame.
      requestAnimationFrame(() =>
        links()
          .at(next % items.length)
          ?.focus(),
      );
    }
  }

  const menuVisibility = hydrated
    ? open
      ? 'block'
      : 'hidden'
    : 'hidden group-hover:block group-focus-within:block';

  return (
    <div
      ref={root}
      className="group relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !open) setOpenedBy('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setOpenedBy(null);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={trigger}
        type="button"
        className={navItemClass}
        aria-expanded={open}
        aria-controls={menuId}
        aria-current={pathname.startsWith(services.href) ? 'page' : undefined}
        onClick={() => setOpenedBy((by) => (by === 'hover' ? 'click' : by ? null : 'click'))}
      >
        {services.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={menuId} className={`absolute top-full left-0 z-50 pt-2 ${menuVisibility}`}>
        <ul className="w-64 rounded-xl bg-white p-2 shadow-xl ring-1 shadow-brand-900/15 ring-slate-200">
          {services.items.map((item) => (
            <li key={item.href}>
              <Link
                prefetch={false}
                href={item.href}
                aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                onClick={() => setOpenedBy(null)}
                className="block rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
