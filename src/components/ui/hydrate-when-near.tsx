'use client';

import { Activity, use, useEffect, useRef, type ComponentType } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** How close a slot may come to the viewport before its code is fetched. */
const NEAR = '300px 0px';

/**
 * A client component below the first screen, hydrated only when needed: its code is not part
 * of the page's first JavaScript. It is fetched when the slot comes near the viewport or at the
 * first focus or press inside it, whichever comes first; what the visitor typed before is kept
 * (React hydrates the same DOM and a lead form adopts the fields' values). `name` marks the
 * slot's element (`data-slot`); `load` imports the component.
 *
 * The server renders the whole component (a form in it posts without JavaScript). In the
 * browser its code stays a pending promise until first needed; meanwhile React leaves the
 * server's HTML as it is, and hydrates that same DOM once the code is there. The boundary is an
 * Activity rather than a Suspense: React hydrates both lazily, but streams a Suspense boundary
 * this far down a page out of line (in a hidden div, shown by a script), which would leave the
 * component invisible without JavaScript.
 */
export function hydrateWhenNear<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
) {
  let code: Promise<ComponentType<P>> | undefined;
  let deliver: ((component: ComponentType<P>) => void) | undefined;
  let fetching = false;

  const pending = (): Promise<ComponentType<P>> =>
    (code ??=
      typeof window === 'undefined'
        ? load()
        : new Promise<ComponentType<P>>((resolve) => (deliver = resolve)));

  function fetchCode() {
    pending();
    if (fetching) return;
    fetching = true;
    load().then(
      (component) => deliver?.(component),
      // No code (offline, say): the slot stays a plain form post; the next approach tries again.
      () => (fetching = false),
    );
  }

  function Loaded(props: P) {
    // `useHydrated()` is false on the server and while React hydrates the server's HTML (it
    // tries, finds the code pending, and leaves the HTML as it is, however often it retries);
    // true when React renders the slot afresh, and then it needs the code now: a public page
    // reached by Next's router from outside the public frame has no server HTML of the slot, and
    // an update that reaches the slot before it has hydrated (a navigation changes the router's
    // context above it) makes React give up hydrating it and render it anew. Counting renders
    // instead would also count the retries React makes when other work interrupts it, and fetch
    // the code on a busy phone for nothing.
    if (useHydrated()) fetchCode();
    const Component = use(pending());
    return <Component {...props} />;
  }

  return function NearSlot(props: P) {
    // On the server, wait for the code here, so the component is always in the HTML.
    if (typeof window === 'undefined') use(pending());
    const slot = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const box = slot.current;
      if (!box) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) fetchCode();
        },
        { rootMargin: NEAR },
      );
      observer.observe(box);
      box.addEventListener('focusin', fetchCode);
      box.addEventListener('pointerdown', fetchCode);
      return () => {
        observer.disconnect();
        box.removeEventListener('focusin', fetchCode);
        box.removeEventListener('pointerdown', fetchCode);
      };
    }, []);

    return (
      <div data-slot={name} ref={slot}>
        <Activity mode="visible">
          <Loaded {...props} />
        </Activity>
      </div>
    );
  };
}
