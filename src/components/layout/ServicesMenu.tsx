'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { navItemClass } from './nav-styles';

type OpenedBy = 'hover' | 'click' | null;

/**
 * The Services dropdown (disclosure pattern). Opens on hover and on click/Enter, closes on
 * Escape (focus back on the trigger), on the pointer or focus leaving, on an outside click and
 * on following one of its links. Before hydration, CSS :hover and :focus-within show the same
 * menu. The trigger's label and the list of links (`children`) come rendered from the server.
 */
export function ServicesMenu({
  href,
  label,
  children,
}: {
  href: string;
  label: ReactNode;
  children: ReactNode;
}) {
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
      onClick={(event) => {
        // A followed link closes the menu, also when it leads to the page already shown.
        if ((event.target as Element).closest('a')) setOpenedBy(null);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={navItemClass}
        aria-expanded={open}
        aria-controls={menuId}
        aria-current={pathname.startsWith(href) ? 'page' : undefined}
        onClick={() => setOpenedBy((by) => (by === 'hover' ? 'click' : by ? null : 'click'))}
      >
        {label}
      </button>
      <div id={menuId} className={`absolute top-full left-0 z-50 pt-2 ${menuVisibility}`}>
        {children}
      </div>
    </div>
  );
}
