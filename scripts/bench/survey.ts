// npm run bench:survey: how long a staff member's Save of a survey with 150 items takes in
// the store (read the current list, diff, upsert the row, write the history row, commit), on a
// temporary SQLite file and (with TEST_DATABASE_URL or BENCH_DATABASE_URL) a temporary
// PostgreSQL schema. The goal (issue 23): ≤ 50 ms at the 95th percentile.
import { catalogue } from '../../src/features/survey/content/inventory';
import type { InventoryRoom } from '../../src/features/survey/load';
import { inventorySchema } from '../../src/features/survey/schema';
import { saveInventory } from '../../src/features/survey/server/data/inventory';
import { writeTransaction } from '../../src/server/db/write-transaction';
import { fakeLead, insertFakeLeads } from '../../tests/support/fake-leads';
import { createTestStore } from '../../tests/support/test-engines';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const LEADS = 1000;
const GOAL_P95_MS = 50;

/** 10 rooms of 15 different items: 150 lines; `turn` changes a few quantities each save. */
function survey(turn: number): InventoryRoom[] {
  return Array.from({ length: 10 }, (_, r) => ({
    name: `Room ${r + 1}`,
    items: catalogue.slice(r * 10, r * 10 + 15).map((item, i) => ({
      itemId: item.id,
      qty: 1 + ((i + turn) % 4 === 0 ? turn % 7 : 0),
    })),
  }));
}

async function bench(engine: 'sqlite' | 'postgres') {
  const store = await createTestStore(engine);
  try {
    const leads = Array.from({ length: LEADS }, (_, i) => fakeLead('booking', i));
    await insertFakeLeads(store.handle.db, 'booking', leads);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Each save goes to one of many leads, most of which already have a survey and history.
      const lead = leads[run % LEADS]!;
      const started = performance.now();
      // What the API does per save: the schema's checks, then one write transaction.
      const { rooms } = inventorySchema.parse({ rooms: survey(run) });
      await writeTransaction(store.handle, (trx) =>
        saveInventory(trx, engine, {
          leadKind: 'booking',
          leadId: lead.id,
          rooms,
          actor: 'bench',
          actorName: 'Bench',
        }),
      );
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const p95 = at(0.95);
    console.log(
      `${engine}: ${RUNS} saves of 150 items: median ${at(0.5).toFixed(2)} ms, ` +
        `p95 ${p95.toFixed(2)} ms, max ${at(1).toFixed(2)} ms ` +
        `(goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'MISSED'})`,
    );
    return p95 <= GOAL_P95_MS;
  } finally {
    await store.drop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
let met = await bench('sqlite');
if (pgUrl) met = (await bench('postgres')) && met;
else
  console.log(
    'PostgreSQL skipped: set TEST_DATABASE_URL (or BENCH_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test',
  );
process.exitCode = met ? 0 : 1;
