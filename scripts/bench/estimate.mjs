// npm run bench:estimate: autocannon against the production build. 20 s of GET /api/estimate
// at 50 connections over a spread of valid inputs (sizes, listed routes, given km, floors,
// vehicles, insurance); prints requests/s and latency, and fails if any answer is not 200.
// Each request comes from its own client address (through TRUST_PROXY), as real visitors do,
// so the per-address limit does not turn the run into 429s.
import autocannon from 'autocannon';
import {
  clientAddressOf,
  CONNECTIONS,
  DURATION,
  latencyFigures,
  startBenchServer,
} from '../lib/bench-server.mjs';

const sizes = ['1rk', '1bhk', '2bhk', '3bhk', '4bhk'];
const cities = ['bhubaneswar', 'mumbai', 'delhi', 'bangalore', 'pune', 'kolkata', 'nagpur'];
const queries = [];
for (let i = 0; i < 500; i++) {
  const params = new URLSearchParams({
    size: i % 11 === 0 ? 'office' : sizes[i % sizes.length],
    floorFrom: String(i % 7),
    liftFrom: String(i % 2 === 0),
    floorTo: String(i % 5),
    liftTo: String(i % 3 === 0),
    packing: i % 4 === 0 ? 'premium' : 'standard',
    cars: String(i % 3),
    bikes: String(i % 2),
    declaredValue: String((i % 5) * 100_000),
  });
  if (i % 11 === 0) params.set('seats', String(5 + (i % 40)));
  if (i % 6 === 0) params.set('km', String(5 + i * 7));
  else {
    params.set('from', cities[i % cities.length]);
    params.set('to', cities[(i * 3 + 1) % cities.length]);
  }
  queries.push(`/api/estimate?${params}`);
}

const server = await startBenchServer({ name: 'estimate', defaultPort: 3401 });
let counter = 0;
const statuses = new Map();
const result = await autocannon({
  url: server.origin,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    {
      method: 'GET',
      setupRequest(request) {
        counter++;
        return {
          ...request,
          path: queries[counter % queries.length],
          headers: { 'x-forwarded-for': clientAddressOf(counter) },
        };
      },
    },
  ],
  setupClient(client) {
    client.on('response', (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  },
});
server.stop();
server.removeData();

console.log(
  `\nGET /api/estimate, ${CONNECTIONS} connections, ${DURATION} s, ${queries.length} distinct inputs`,
);
console.table({
  ...latencyFigures(result),
  statuses: JSON.stringify(Object.fromEntries(statuses)),
  'errors/timeouts': `${result.errors}/${result.timeouts}`,
});
const notOk = [...statuses].filter(([status]) => status !== 200);
if (notOk.length > 0 || result.errors > 0) {
  console.error(`FAILED: answers other than 200: ${JSON.stringify(Object.fromEntries(notOk))}`);
  process.exit(1);
}
process.exit(0);
