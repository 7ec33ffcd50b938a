'use client';

import { useEffect } from 'react';

/**
 * The build this page came from, named by its hashed scripts: a deploy changes it, so the
 * worker's URL changes, the phone installs the new one and it drops the old build's files.
 */
function buildVersion(): string {
  const names = [...document.scripts]
    .map((script) => script.src)
    .filter((src) => src.includes('/_next/static/'))
    .map((src) => new URL(src).pathname)
    .sort()
    .join(' ');
  let hash = 5381;
  for (let i = 0; i < names.length; i++) hash = (hash * 33 + names.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/**
 * Registers the job sheet's service worker (scope /admin/moves/, only from a sheet) and hands it
 * the sheet and the /_next/static files this load fetched before it took over, so a reopened
 * tab with no signal still shows the sheet (src/features/move-day/server/sheet-worker.ts).
 */
export function SheetWorker({ state }: { state: string }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const keep = () =>
      navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({
          keep: [
            location.pathname,
            ...performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((name) => new URL(name).pathname.startsWith('/_next/static/')),
          ],
        }),
      );
    navigator.serviceWorker
      .register(`/admin/moves/sw.js?v=${buildVersion()}`, { scope: '/admin/moves/' })
      .then(keep)
      .catch(() => {
        // No worker (a private window, an old browser): the sheet works online as before.
      });
  }, []);
  // A step, photo or signature sent changes the sheet: the copy kept for no signal follows it
  // (a refresh after a step is not a navigation, which the worker would keep by itself).
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !navigator.onLine) return;
    void navigator.serviceWorker
      .getRegistration('/admin/moves/')
      .then((registration) => registration?.active?.postMessage({ keep: [location.pathname] }));
  }, [state]);
  return null;
}
