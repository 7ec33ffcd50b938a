// bench:phone's sites made ready for the loads: their stores seeded through their API (or, for
// the crew's job sheet, by a script on the store) and the image optimiser's cache warmed.
import { spawnSync } from 'node:child_process';
import { ownerCookie, seedQuotation, seedReviews } from './bench-seed.mjs';

/**
 * Each site's own database, filled through its API as bench:lighthouse fills it: customers'
 * reviews (the home, service, city and /reviews pages are measured as a visitor sees them once
 * reviews come in; an empty /reviews is a short page whose footer is on the first screen) and,
 * with `/q/{token}` among the routes, a booking and the owner's quotation for it.
 */
export async function seedSites(sites, withQuotation) {
  for (const site of sites) {
    const cookie = await ownerCookie(site.origin);
    await seedReviews(site.origin, cookie);
    if (withQuotation) site.quotationRoute = await seedQuotation(site.origin, cookie);
  }
}

/**
 * PHONE_JOB_SHEET: a crew member's session and move in the first site's store (after it has
 * migrated it), so the job sheet loads signed in; its cookie goes with that load only.
 */
export function seedJobSheet(site, env) {
  const seeded = spawnSync(
    process.execPath,
    ['scripts/server/run-ts.mjs', 'scripts/bench/job-sheet-seed.ts'],
    { env: { ...env, DATA_DIR: site.dataDir }, encoding: 'utf8' },
  );
  if (seeded.status !== 0) {
    console.error(`The job sheet's seed failed:\n${seeded.stderr}`);
    process.exit(1);
  }
  const { cookie, token, route } = JSON.parse(seeded.stdout.trim().split('\n').at(-1));
  return { route, cookies: [{ name: cookie, value: token, url: site.origin }] };
}

/** The image optimiser renders each size on first request: ask once so the loads measure its cache. */
export async function warmImages(base, route) {
  const response = await fetch(base + route, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const images = new Set(
    [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&')),
  );
  await Promise.all([...images].map((url) => fetch(base + url).then((r) => r.arrayBuffer())));
}
