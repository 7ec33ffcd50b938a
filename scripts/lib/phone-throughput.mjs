// bench:phone's throughput part: the HTML of one route from the front server (`npm start`)
// against plain `next start` of the same build, with a browser's headers, by autocannon.
import autocannon from 'autocannon';
import { pad } from './phone-report.mjs';

/**
 * Prints each server's requests/s, and whether every site serves at least
 * `goals.throughputOfNextStart` of `plain`'s.
 */
export async function measureThroughput({ sites, plain, seconds, rounds, goals }) {
  // What Chromium sends for a page load, so each server answers as it would a browser.
  const BROWSER_HEADERS = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'en-IN,en;q=0.9',
    'user-agent':
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'upgrade-insecure-requests': '1',
  };
  const THROUGHPUT_ROUTE = '/booking';
  const servers = [...sites, plain];
  const results = new Map(servers.map((server) => [server.name, []]));
  console.log(
    `\nHTML throughput of ${THROUGHPUT_ROUTE}: autocannon, 10 connections, ${seconds} s, ` +
      `${rounds} rounds alternating the servers, a browser's headers.`,
  );
  for (const server of servers) {
    const response = await fetch(server.origin + THROUGHPUT_ROUTE, { headers: BROWSER_HEADERS });
    const bytes = (await response.arrayBuffer()).byteLength;
    console.log(
      `  ${server.name}: HTTP ${response.status}, ${response.headers.get('content-encoding') ?? 'not compressed'}, ` +
        `${bytes} bytes decoded`,
    );
  }
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const result = await autocannon({
        url: server.origin + THROUGHPUT_ROUTE,
        connections: 10,
        duration: seconds,
        headers: BROWSER_HEADERS,
      });
      const bad = result.non2xx + result.errors + result.timeouts;
      results.get(server.name).push({ rps: result.requests.average, p99: result.latency.p99, bad });
    }
  }
  for (const server of servers) {
    const figures = results.get(server.name);
    console.log(
      `  ${pad(server.name, 12, true)} ${figures.map((f) => `${Math.round(f.rps)} req/s (p99 ${f.p99} ms${f.bad ? `, ${f.bad} failed` : ''})`).join('; ')}`,
    );
  }
  const best = (name) => Math.max(...results.get(name).map((figures) => figures.rps));
  for (const site of sites) {
    const share = best(site.name) / best(plain.name);
    console.log(
      `  ${site.name} serves ${Math.round(share * 100)} % of plain next start's requests/s (best round each): ` +
        (share >= goals.throughputOfNextStart ? 'ok' : 'miss') +
        ` (goal ≥ ${goals.throughputOfNextStart * 100} %).`,
    );
  }
}
