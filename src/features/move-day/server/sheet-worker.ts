import 'server-only';

/**
 * The job sheet's service worker (issue 47 point 7), served at /admin/moves/sw.js so that its
 * scope is the sheets and nothing else: a crew member whose phone discarded the tab reopens the
 * sheet with no signal and gets the last good copy, not the browser's offline page; the
 * IndexedDB queue (crew-queue.ts) then sends what waits when signal returns, as before.
 *
 * - A sheet's HTML (a navigation to /admin/moves/{id}): network first, the answer kept; the
 *   kept copy only when the network fails.
 * - /_next/static files (hashed, immutable): from the cache, else fetched and kept. The sheet
 *   hands over the ones it loaded before the worker took over (the `keep` message).
 * - Anything else (every API call, every other staff page): not touched, never kept.
 * Its cache is named by the build: the sheet registers it as `sw.js?v={build}` (SheetWorker.tsx,
 * from the names of the build's hashed scripts), so a deploy is a new script URL, the browser
 * installs it, and the new one deletes the old build's cache on activation.
 */
const SOURCE = `'use strict';
const CACHE = 'crew-sheet-' + (new URL(self.location.href).searchParams.get('v') || 'dev');
const SHEET = /^\\/admin\\/moves\\/[0-9a-f-]{36}$/;
const STATIC = /^\\/_next\\/static\\//;
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('crew-sheet-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
const keepSheet = (request, response) =>
  response.ok && !response.redirected && response.type === 'basic'
    ? caches.open(CACHE).then((cache) => cache.put(request, response))
    : undefined;
self.addEventListener('message', (event) => {
  const urls = (event.data && event.data.keep) || [];
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map((href) => {
          const url = new URL(href, self.location.origin);
          if (url.origin !== self.location.origin) return undefined;
          if (STATIC.test(url.pathname))
            return cache.match(url.href).then((hit) => hit || cache.add(url.href).catch(() => undefined));
          if (SHEET.test(url.pathname))
            return fetch(url.href, { credentials: 'same-origin' })
              .then((response) => keepSheet(url.href, response))
              .catch(() => undefined);
          return undefined;
        }),
      ),
    ),
  );
});
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && SHEET.test(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          event.waitUntil(Promise.resolve(keepSheet(url.origin + url.pathname, copy)));
          return response;
        })
        .catch(() => caches.match(url.origin + url.pathname).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (STATIC.test(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
`;

/** GET /admin/moves/sw.js: the script, never cached by HTTP (the browser checks it each visit). */
export function sheetWorkerResponse(): Response {
  return new Response(SOURCE, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/admin/moves/',
    },
  });
}
