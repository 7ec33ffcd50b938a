'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

const menu = (id: string) => document.getElementById(id) as HTMLDialogElement | null;

/**
 * The button that opens the slide-out menu. The browser opens the dialog itself (Invoker
 * Commands, also before this script has run); this island only tells assistive technology
 * whether the menu is open (`aria-expanded`: browsers do not say it for a dialog's button),
 * closes the menu on navigation and on a tap on one of its links, and opens it where
 * browsers do not know Invoker Commands yet.
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
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = menu(menuId);
    if (!dialog) return;
    const sync = () => setOpen(dialog.open);
    // A link, the close button (where the browser does not do it) or the backdrop closes it.
    const onClick = ({ target }: MouseEvent) => {
      if (target === dialog || (target as Element).closest('a, [command="close"]')) dialog.close();
    };
    dialog.addEventListener('toggle', sync);
    dialog.addEventListener('close', sync);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('close', sync);
      dialog.removeEventListener('click', onClick);
    };
  }, [menuId]);

  // A route change (back and forward too) closes the menu.
  useEffect(() => menu(menuId)?.close(), [menuId, pathname]);

  return (
    <button
      type="button"
      commandfor={menuId}
      command="show-modal"
      aria-controls={menuId}
      aria-expanded={open}
      className={className}
      onClick={() => {
        if ('command' in HTMLButtonElement.prototype) return;
        menu(menuId)?.showModal();
        setOpen(true);
      }}
    >
      {children}
    </button>
  );
}
