import type { NextConfig } from 'next';

// A separate build folder lets tests and benchmarks build beside a running dev server.
const distDir = process.env.NEXT_DIST_DIR || '.next';

const nextConfig: NextConfig = {
  distDir,
  // The browser tests' build (.next-test, scripts/test/e2e.mjs) also builds the `page.e2e.tsx`
  // routes, which throw on demand for tests/e2e/errors.spec.ts. Any other build (npm start's
  // `.next`, the benchmarks') does not see them as pages, so production has no crash route.
  pageExtensions: ['tsx', 'ts', ...(distDir === '.next-test' ? ['e2e.tsx'] : [])],
  // The browser tests' build skips Next's own type check: `npm test` has run `tsc --noEmit` on
  // the same code just before (scripts/test/all.mjs). Every other build still checks types.
  typescript: { ignoreBuildErrors: distDir === '.next-test' },
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'better-sqlite3-napi', 'pg', 'pdfkit'],
  experimental: {
    // A page rendered again (a review changed it, its hour passed) is written back into the
    // build folder, so it survives a restart. A test that starts a second server on the same
    // build with data of its own (tests/e2e/support/app-process.ts) keeps its pages in memory
    // instead: written to disk, they could be served by the shared e2e server as its own.
    isrFlushToDisk: process.env.NEXT_ISR_IN_MEMORY !== '1',
    // app/global-not-found.tsx answers a URL that matches no route, as real HTML.
    globalNotFound: true,
    // The stylesheet (Tailwind, 10 KiB in brotli) written into each page's head instead of
    // linked: a first visit on a slow phone paints without waiting for a second request that
    // shares the link with the scripts. Next also copies it into the page's inline RSC payload
    // (about 1 KiB more in brotli); client-side navigations still get a link. Measured beside
    // the link in bench:phone (docs/benchmarks.md, issue 27 point 4).
    inlineCss: true,
    // Our largest form is a few KiB; Next's defaults (1 MB for an action, 10 MB buffered by the
    // proxy before any session check) only give a client room to make the server work.
    // scripts/server/request-limits.mjs refuses a declared larger body with 413 before Next.
    serverActions: { bodySizeLimit: '32kb' },
    // What the proxy (src/proxy.ts) buffers must hold any body the front server lets through
    // to its paths: a form posted to /booking?size=… (rewritten) may carry up to the action
    // limit, and a longer body would reach the rewritten page cut short and hang there. Staff
    // paths are held to 16 KiB by the front server.
    proxyClientMaxBodySize: '32kb',
  },
};

export default nextConfig;
