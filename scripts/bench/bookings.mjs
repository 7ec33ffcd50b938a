// npm run bench:bookings: autocannon against the production build on SQLite. 20 s of valid
// POST /api/bookings at 50 connections; prints requests/s and latency, then checks that the
// rows stored equal the 201 answers. Each request comes from its own client address (through
// TRUST_PROXY), as real visitors do, so per-address rate limits do not turn the run into 429s.
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import {
  clientAddressOf,
  CONNECTIONS,
  DURATION,
  latencyFigures,
  startBenchServer,
} from '../lib/bench-server.mjs';

const { SqliteDatabase } = await tsImport('../../src/server/db/sqlite-driver.ts', import.meta.url);
const server = await startBenchServer({ name: 'bookings', defaultPort: 3400 });
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const body = JSON.stringify({
  name: 'Bench Customer',
  email: 'bench@example.in',
  phone: '+91 98610 45678',
  service: 'household-shifting',
  date,
  message: 'Two bedrooms, second floor.',
});
let counter = 0;
const statuses = new Map();
const references = new Set();

const result = await autocannon({
  url: `${server.origin}/api/bookings`,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    {
      method: 'POST',
      setupRequest(request) {
        counter++;
        return {
          ...request,
          body,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': clientAddressOf(counter),
          },
        };
      },
    },
  ],
  setupClient(client) {
    client.on('response', (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    client.on('body', (buffer) => {
      const reference = /"reference":"([A-Z]{2}-[A-Z0-9]{6})"/.exec(buffer.toString())?.[1];
      if (reference) references.add(reference);
    });
  },
});

// autocannon stops on the clock with requests still in flight: the server finishes and stores
// them, but their answers never reach autocannon. Give them a moment, then account for them.
await new Promise((resolve) => setTimeout(resolve, 2000));
server.stop();
const db = new SqliteDatabase(path.join(server.dataDir, 'site.db'), { readonly: true });
const rows = db.prepare('select count(*) as n from bookings').get().n;
const stored = new Set(db.prepare('select reference from bookings').pluck().all());
db.close();
const created = statuses.get(201) ?? 0;
const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
const cutOff = counter - answered;
const missing = [...references].filter((reference) => !stored.has(reference));

console.log(
  `\nPOST /api/bookings, SQLite (synchronous=FULL), ${CONNECTIONS} connections, ${DURATION} s`,
);
console.table({
  ...latencyFigures(result),
  '201 answers': created,
  'unanswered at stop': cutOff,
  'rows stored': rows,
  'other statuses': JSON.stringify(Object.fromEntries([...statuses].filter(([s]) => s !== 201))),
  'errors/timeouts': `${result.errors}/${result.timeouts}`,
});
server.removeData();
if (references.size !== created || missing.length > 0 || rows !== created + cutOff) {
  console.error(
    `MISMATCH: ${created} answers said 201 (${references.size} distinct references, ${missing.length} not in the database), ` +
      `${cutOff} were cut off at the stop, but ${rows} rows are stored.`,
  );
  process.exit(1);
}
console.log(
  `OK: rows stored (${rows}) = 201 answers (${created}, each reference found in the database) + ${cutOff} requests cut off unanswered when the clock stopped.`,
);
process.exit(0);
