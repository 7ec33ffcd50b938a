'use client';

import { useEffect } from 'react';

/**
 * For app/global-not-found.tsx, a document of its own beside the root layout: there Next's
 * router changes the address of a followed link but leaves the 404 on screen. So on that page a
 * link to another page of the site loads it in full, as it would without JavaScript.
 */
export function FullPageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
        return;
      const url = new URL(link.href);
      // Another site, a phone number or an address; or a place on this page (the skip link).
      if (url.origin !== location.origin) return;
      if (url.pathname === location.pathname && url.hash) return;
      event.preventDefault();
      // Before React's own listener, so the router never starts its navigation.
      event.stopImmediatePropagation();
      location.assign(url.href);
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
