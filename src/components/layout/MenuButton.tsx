'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { warmMenuText } from '@/lib/warm-menu-text';

const menu = (id: string) => document.getElementById(id);
const hide = (panel: HTMLElement | null) => {
  if (panel?.matches(':popover-open')) panel.hidePopover();
};

/**
 * The button that opens the slide-out menu. The browser opens the popover itself
 * (`popovertarget`, also before this script has run); this island keeps `aria-expanded` in step
 * once it runs (before, the browser says it for a popover's button by itself), closes the menu
 * on navigation and on a tap on one of its links, and closes it when focus leaves it: the menu is
 * not modal, so Tab past its last link reaches the page, which must not sit under an open menu.
 */
export function MenuButton({
  menuId,
  className,
  children,
}: {
  menuId: string;
  className: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = menu(menuId);
    const button = ref.current;
    if (!panel || !button) return;
    // Written straight onto the button, not through React state: a re-render on every toggle
    // would be work inside the tap's frame for one attribute (issue 15's INP).
    const sync = () => button.setAttribute('aria-expanded', String(panel.matches(':popover-open')));
    // A link inside closes it: a client-side navigation leaves the page in place, and a link to
    // the current page does not even change the route. (A tap outside the browser handles.)
    const onClick = ({ target }: MouseEvent) => {
      if ((target as Element).closest('a')) hide(panel);
    };
    // Focus that moves to the page behind (Tab past the last link) closes it; the menu button
    // itself counts as part of the menu, as Shift+Tab from the first control goes there.
    const onFocusIn = ({ target }: FocusEvent) => {
      const node = target as Node;
      if (!panel.contains(node) && !button.contains(node)) hide(panel);
    };
    sync();
    panel.addEventListener('toggle', sync);
    panel.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      panel.removeEventListener('toggle', sync);
      panel.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [menuId]);

  // Where the button shows (below `lg`), the menu's text is laid out ahead of its first opening.
  useEffect(() => {
    const panel = menu(menuId);
    if (!panel || !ref.current?.getClientRects().length) return;
    return warmMenuText(panel, '22rem');
  }, [menuId]);

  // A route change (back and forward too) closes the menu; the first render is no change: a menu
  // opened on a slow phone before this script ran stays open when it runs.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    hide(menu(menuId));
  }, [menuId, pathname]);

  return (
    <button
      ref={ref}
      type="button"
      popoverTarget={menuId}
      aria-controls={menuId}
      className={className}
    >
      {children}
    </button>
  );
}
