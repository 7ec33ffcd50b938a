'use client';

import { useEffect } from 'react';

/**
 * Fades in the `[data-reveal]` elements as they scroll into view. The server HTML shows them;
 * only elements still below the fold when this runs are hidden first, so nothing visible
 * blinks, and without JavaScript or under reduced motion everything simply stays visible.
 */
export function RevealOnScroll() {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const below = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter(
      (node) => node.getBoundingClientRect().top > window.innerHeight,
    );
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = 'shown';
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const node of below) {
      node.dataset.reveal = 'hidden';
      observer.observe(node);
    }
    return () => observer.disconnect();
  }, []);
  return null;
}
