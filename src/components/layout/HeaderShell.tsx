'use client';

import { useEffect, useRef, useState } from 'react';
import { frameText } from '@/content/nav';

/**
 * The sticky header. A 1 px sentinel sits `scrollThreshold` px down the page; once it has
 * scrolled out of view the header takes its compact, shadowed style. No scroll listener needed.
 */
export function HeaderShell({ children }: { children: React.ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => {
      // Out of view because it is above the viewport, not because the page is short.
      setScrolled(!entry!.isIntersecting && entry!.boundingClientRect.top < 0);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        ref={sentinel}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 h-px w-px"
        style={{ top: frameText.scrollThreshold }}
      />
      <header
        data-scrolled={scrolled}
        className="sticky top-0 z-40 border-b border-slate-200 bg-white transition-[background-color,box-shadow,border-color] duration-300 data-[scrolled=true]:border-transparent data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-brand-900/10 data-[scrolled=true]:backdrop-blur motion-reduce:transition-none"
      >
        {children}
      </header>
    </>
  );
}
