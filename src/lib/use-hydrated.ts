import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and before hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The classes of a control only JavaScript can work, kept in the server's HTML so that nothing
 * moves when the page hydrates: unseen until then (its place kept, and it takes no tap), and
 * taking no place at all when scripting is off (Tailwind's `noscript:`).
 */
export function scriptOnlyClass(hydrated: boolean): string {
  return hydrated ? 'noscript:hidden' : 'noscript:hidden invisible';
}
