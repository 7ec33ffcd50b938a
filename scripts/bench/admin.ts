// npm run bench:admin: the dashboard's queries at 100,000 leads of each kind, on a temporary
// SQLite file and (with TEST_DATABASE_URL or BENCH_DATABASE_URL) a temporary PostgreSQL
// schema: list, search, status filter, a deep page, the new counts, a full CSV export; the
// All tab (every kind at once), its search, sorts and filters (issue 24).
import { sql } from 'kysely';
import { LEAD_KIND_KEYS, LEAD_KINDS } from '../../src/features/leads/lead-kinds';
import { fakeLead, insertFakeLeads } from '../../tests/support/fake-leads';
import {
  countNewLeads,
  deleteLead,
  updateLead,
} from '../../src/features/leads/server/data/lead-records';
import {
  leadBatches,
  listAllLeads,
  listLeads,
} from '../../src/features/leads/server/data/lead-search';
import { createTestStore, type TestStore } from '../../tests/support/test-engines';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGE = 50;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The i-th reference of a kind: unique without retries. */
function reference(prefix: string, i: number): string {
  let code = '';
  for (let n = i, k = 0; k < 6; k++, n = Math.floor(n / ALPHABET.length))
    code = ALPHABET[n % ALPHABET.length] + code;
  return `${prefix}-${code}`;
}

// By default every fake lead's number starts +9198000: each trigram of a typed number is then
// in every row, the worst case for the trigram indexes. BENCH_PHONES=spread scatters them as a
// real office's are (first digit 6–9, the other nine spread by a bijection of the lead's index).
const SPREAD_PHONES = process.env.BENCH_PHONES === 'spread';
const spreadPhone = (i: number) =>
  `+91${6 + (i % 4)}${String((i * 387_420_489 + 104_729) % 1_000_000_000).padStart(9, '0')}`;
/** Lead 54321's number as a caller would read it out: "98000 54321". */
const PHONE_TYPED = (SPREAD_PHONES ? spreadPhone(54_321) : '+919800054321').replace(
  /^\+91(\d{5})(\d{5})$/,
  '$1 $2',
);

async function seed(store: TestStore) {
  const started = performance.now();
  for (const kind of LEAD_KIND_KEYS) {
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const row = fakeLead(kind, i, { reference: reference(LEAD_KINDS[kind].referencePrefix, i) });
      return SPREAD_PHONES && 'phone' in row && row.phone ? { ...row, phone: spreadPhone(i) } : row;
    });
    await store.handle.db.transaction().execute((trx) => insertFakeLeads(trx, kind, rows));
  }
  // What autovacuum does soon after a bulk load: planner statistics and the visibility map.
  if (store.handle.engine === 'postgres') await sql`vacuum analyze`.execute(store.handle.db);
  return (performance.now() - started) / 1000;
}

async function time(run: () => Promise<unknown>, runs = RUNS) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { 'median ms': +at(0.5).toFixed(2), 'p95 ms': +at(0.95).toFixed(2) };
}

async function measure(store: TestStore) {
  const { db, engine } = store.handle;
  const list =
    (filter: { q?: string; status?: 'new' | 'done'; page?: number; sort?: 'moveDate' }) => () =>
      listLeads(db, engine, {
        kind: 'booking',
        page: 1,
        pageSize: PAGE,
        today: '2026-01-01',
        ...filter,
      });
  const one = 54_321;
  const lastPage = Math.ceil(ROWS / PAGE);
  const results: Record<string, Record<string, number | string>> = {};
  const add = async (label: string, run: () => Promise<unknown>, runs?: number) => {
    const result = await run();
    const total = (result as { total?: number }).total;
    results[label] = { ...(await time(run, runs)), matches: total ?? '' };
  };
  await add('page 1, newest first (+ total)', list({}));
  await add(`deep page ${lastPage} of ${lastPage}`, list({ page: lastPage }));
  await add('status = new, page 1', list({ status: 'new' }));
  await add('status = new, last page', list({ status: 'new', page: Math.ceil(ROWS / 5 / PAGE) }));
  await add('search "kumar" (common name), page 1', list({ q: 'kumar' }));
  await add('search "kumar", page 100', list({ q: 'kumar', page: 100 }));
  await add('search by exact reference', list({ q: reference('BK', one).toLowerCase() }));
  await add(`search phone as typed "${PHONE_TYPED}"`, list({ q: PHONE_TYPED }));
  await add('search email fragment', list({ q: `.${one}@example` }));
  await add('search with no match', list({ q: 'zzqx' }));
  await add('search "kumar" + status done', list({ q: 'kumar', status: 'done' }));
  const all =
    (filter: Omit<Parameters<typeof listAllLeads>[2], 'page' | 'pageSize'> & { page?: number }) =>
    () =>
      listAllLeads(db, engine, { page: 1, pageSize: PAGE, today: '2026-01-01', ...filter });
  await add('All: page 1, newest first (+ total)', all({}));
  await add('All: page 20', all({ page: 20 }));
  await add('All: search a CT- reference', all({ q: reference('CT', one) }));
  await add('All: search "kumar"', all({ q: 'kumar' }));
  await add('All: search email fragment', all({ q: `.${one}@example` }));
  await add('All: search message words "lead 54321"', all({ q: 'lead 54321' }));
  await add('All: search a city "pune"', all({ q: 'pune' }));
  await add(`All: phone as typed "${PHONE_TYPED}"`, all({ q: PHONE_TYPED }));
  await add('All: city = pune', all({ city: 'Pune' }));
  await add('All: moving soonest', all({ sort: 'moveDate' }));
  await add('All: nobody on it', all({ assignee: 'none' }));
  await add('bookings: moving soonest', list({ sort: 'moveDate' }));
  await add('new counts of all four tabs', () => countNewLeads(db));
  const ids = await db
    .selectFrom('bookings')
    .select('id')
    .limit(RUNS + 1)
    .execute();
  let next = 0;
  await add('change one status', () =>
    updateLead(db, 'booking', ids[next++ % ids.length]!.id, { status: 'done' }, null),
  );
  next = 0;
  await add('delete one lead', () => deleteLead(db, 'booking', ids[next++]!.id), RUNS - 1);
  await add(
    `export the whole tab (${ROWS.toLocaleString('en-US')} rows, batches of 1000)`,
    async () => {
      let rows = 0;
      for await (const batch of leadBatches(db, engine, { kind: 'quote' })) rows += batch.length;
      return { total: rows };
    },
    3,
  );
  return results;
}

async function bench(engine: 'sqlite' | 'postgres') {
  const store = await createTestStore(engine);
  try {
    console.log(`\n${engine}: seeding ${ROWS.toLocaleString('en-US')} leads of each of 4 kinds…`);
    console.log(`seeded in ${(await seed(store)).toFixed(1)} s`);
    console.table(await measure(store));
  } finally {
    await store.drop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
// BENCH_ENGINES=postgres re-measures one engine without seeding the other (2–3 minutes each).
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) await bench('sqlite');
if (!engines.includes('postgres')) {
  // Only the engine asked for.
} else if (pgUrl) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await bench('postgres');
} else {
  console.log(
    '\nPostgreSQL skipped: set TEST_DATABASE_URL (or BENCH_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test',
  );
}
