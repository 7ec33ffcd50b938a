// Which pages bench:lighthouse measures when it is given none: every public route of
// src/content/routes.ts, and any public page under src/app that the list forgets.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// The customer's quotation page needs a quotation: made once the server answers (seedQuotation).
export const QUOTATION_ROUTE = '/q/{token}';
// A page an estimate is carried to (/booking/at-estimate) is measured as a visitor reaches it:
// the public path with an estimate's query, which the proxy rewrites to it.
const CARRIED_ESTIMATE_QUERY = '?size=2bhk&from=mumbai&to=pune';

/** The public routes and the quotation page, with the pages on disk that routes.ts lacks. */
export async function routesToMeasure() {
  const { publicRoutes } = await tsImport('../../src/content/routes.ts', import.meta.url);
  const { estimateCarriedRoutes } = await tsImport(
    '../../src/features/estimate/estimate-query.ts',
    import.meta.url,
  );
  return withPagesOnDisk([...publicRoutes, QUOTATION_ROUTE], estimateCarriedRoutes);
}

/**
 * routes.ts is the list; a public page.tsx under src/app that it forgets is measured anyway
 * (static paths) or named (dynamic ones, which need their parameters in routes.ts).
 */
function withPagesOnDisk(listed, estimateCarriedRoutes) {
  const found = [];
  const walk = (dir, segments) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (segments.length === 0 && ['api', '(admin)'].includes(entry.name)) continue;
        if (entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
        const group = /^\(.*\)$/.test(entry.name);
        walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
        found.push(segments);
      }
    }
  };
  walk(path.resolve('src/app'), []);
  const all = [...listed];
  // /home re-exports / (same page, canonical link to /): measuring it twice tells nothing.
  // /hi/page-not-found and /or/page-not-found are what src/proxy.ts shows, with status 404, for
  // an address under /hi or /or that names no page; Lighthouse will not audit a 404.
  const notMeasured = ['/home', '/hi/page-not-found', '/or/page-not-found'];
  for (const segments of found) {
    if (notMeasured.includes('/' + segments.join('/'))) continue;
    const carriedFrom = Object.keys(estimateCarriedRoutes).find(
      (from) => estimateCarriedRoutes[from] === '/' + segments.join('/'),
    );
    if (carriedFrom) {
      all.push(carriedFrom + CARRIED_ESTIMATE_QUERY);
      continue;
    }
    const dynamic = segments.some((segment) => segment.startsWith('['));
    if (segments[0] === 'q' && all.includes(QUOTATION_ROUTE)) continue;
    const pattern = new RegExp(
      '^/' + segments.map((seg) => (seg.startsWith('[') ? '[^/]+' : seg)).join('/') + '$',
    );
    if (all.some((route) => pattern.test(route))) continue;
    if (dynamic) {
      console.warn(`Not in src/content/routes.ts, so not measured: /${segments.join('/')}`);
    } else {
      const route = '/' + segments.join('/');
      console.warn(`Measuring ${route} too: its page exists but src/content/routes.ts lacks it.`);
      all.push(route);
    }
  }
  return all;
}
