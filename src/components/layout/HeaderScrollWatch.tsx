'use client';

import { useEffect, useRef, type CSSProperties } from 'react';

/**
 * The header's sticky wrapper, which says whether the page has scrolled past `threshold` px as
 * `--header-scrolled` (0 or 1), read by the header's `header-scrolled:` styles (globals.css).
 * Where scroll-driven animations exist, CSS alone sets it (`header-scroll-watch`) and this
 * island does nothing. Elsewhere (Firefox) it watches a 1 px sentinel ending `threshold` px down
 * the document with an IntersectionObserver, which calls back only when the sentinel leaves or
 * re-enters the viewport (no scroll listener, no layout read while scrolling), and writes the
 * same property. Without JavaScript those browsers keep the flat header.
 */
export function HeaderScrollWatch({
  threshold,
  children,
}: {
  threshold: number;
  children: React.ReactNode;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (CSS.supports('animation-timeline: scroll()')) return;
    const watched = wrapper.current!;
    const observer = new IntersectionObserver(([entry]) =>
      watched.style.setProperty('--header-scrolled', entry!.isIntersecting ? '0' : '1'),
    );
    observer.observe(sentinel.current!);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {/* Out of the flow, placed against the document (no positioned ancestor): moves nothing. */}
      <div
        ref={sentinel}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 size-px"
        style={{ top: threshold - 1 }}
      />
      <div
        ref={wrapper}
        className="header-scroll-watch sticky top-0 z-40"
        style={{ '--header-scroll-threshold': `${threshold}px` } as CSSProperties}
      >
        {children}
      </div>
    </>
  );
}
