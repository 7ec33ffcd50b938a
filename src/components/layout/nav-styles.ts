/** Shared classes of the header's links, so the dropdown's trigger matches its neighbours. */
export const navItemClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 py-2 text-base font-semibold text-slate-800 ' +
  'transition-colors hover:bg-brand-50 hover:text-brand-800 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-accent-500 ' +
  'aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

export const isCurrent = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' || pathname === '/home' : pathname === href;
