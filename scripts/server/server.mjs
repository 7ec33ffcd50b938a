// The production server: Next.js behind a plain Node HTTP server that decides who the client
// is (scripts/server/address-server.mjs), for rate limits and the admin sign-in lockout.
import next from 'next';
import path from 'node:path';
import { createAddressServer, trustProxyFrom } from './address-server.mjs';
import { withCompressedPages } from './compressed-pages.mjs';
import { withPrecompressedStatic } from './precompressed-static.mjs';
import { withRequestLimits } from './request-limits.mjs';
import { withActionGuard } from './action-guard.mjs';
import { withPageStatus } from './page-status.mjs';
import { withSecurityHeaders } from '../../src/server/http/security-headers.mjs';
import { selfAddress } from '../../src/server/http/listen-host.mjs';

export { CLIENT_ADDRESS_HEADER, clientAddressOf } from './address-server.mjs';

/** Listens on `::` (IPv6 and IPv4 alike), or on 0.0.0.0 where the host has no IPv6. */
async function listen(server, port, hostname) {
  const attempt = (host) =>
    new Promise((resolve, reject) => {
      const fail = (error) => reject(error);
      server.once('error', fail);
      server.listen(port, host, () => {
        server.off('error', fail);
        resolve(host);
      });
    });
  if (hostname) return attempt(hostname);
  try {
    return await attempt('::');
  } catch (error) {
    if (!['EAFNOSUPPORT', 'EADDRNOTAVAIL'].includes(error.code)) throw error;
    return attempt('0.0.0.0');
  }
}

/**
 * The one line a start without SITE_URL prints: links in emails, invites and resets are then
 * made from the listening address (src/env.ts `siteUrl`), never from a request's headers.
 * @param {string | undefined} configured
 * @param {number} port
 * @returns {string | undefined}
 */
export function siteUrlNotice(configured, port) {
  if (configured?.trim()) return undefined;
  return `SITE_URL is not set: links in emails, invites and password resets use http://localhost:${port}. Set SITE_URL to the site's public address (https://…).`;
}

/** The address to open: the one listened on, or localhost when that is every interface. */
function readyHost(bound) {
  if (bound === '::' || bound === '0.0.0.0') return 'localhost';
  return bound.includes(':') ? `[${bound}]` : bound;
}

export async function serve({ port, hostname }) {
  // Where Next sends the requests it makes to itself (a server action posted to another page,
  // the page a redirecting action leads to). Left to Next, it is the visitor's URL, so behind
  // a TLS proxy (X-Forwarded-Proto: https) Next would speak https to this plain-http port.
  // It is an address the server listens on (HOST may leave the loopback out).
  const self = selfAddress(hostname);
  process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${self}:${port}`;
  const app = next({
    dev: false,
    dir: process.cwd(),
    // Next tells a proxy's rewrite to one of its own pages from one to another server by this
    // origin, and the proxy's URLs call every loopback address `localhost` (Next's NextURL):
    // named 127.0.0.1 here, each rewrite (/booking?size=…, a Hindi 404) went back to this
    // server over HTTP as another server's, through the proxy again.
    hostname: /^(127\.|\[::1\]$|localhost$)/.test(self)
      ? 'localhost'
      : self.replace(/^\[|\]$/g, ''),
    port,
  });
  const handle = app.getRequestHandler();
  await app.prepare();
  const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  const withStatic = withPrecompressedStatic(
    withCompressedPages(withRequestLimits(withActionGuard(withPageStatus(handle)))),
    path.join(distDir, 'static'),
  );
  const server = createAddressServer(withSecurityHeaders(withStatic, process.env.SITE_URL), {
    trustProxy: trustProxyFrom(),
  });
  const bound = await listen(server, port, hostname);
  console.log(`Ready on http://${readyHost(bound)}:${port} (listening on ${bound})`);
  const notice = siteUrlNotice(process.env.SITE_URL, port);
  if (notice) console.log(notice);
  void withStatic.warm();
  // The app registers work to finish first (the outbox sender records a send in progress).
  const stop = () =>
    server.close(async () => {
      await Promise.allSettled((globalThis.__beforeServerExit ?? []).map((hook) => hook()));
      process.exit(0);
    });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
