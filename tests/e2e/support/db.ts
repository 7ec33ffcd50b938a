import { execFileSync } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { E2E_DATA_DIR, E2E_DATABASE_URL } from '../../../playwright.config';

/**
 * The e2e server's store, read and changed beside it: its SQLite file (WAL allows that), or,
 * when the run is on PostgreSQL (E2E_DATABASE_URL, scripts/test/e2e.mjs), that database
 * through psql. Both are synchronous, so a test reads a row as plainly on either engine.
 */
function openE2eDb() {
  const db = new SQLite(path.join(E2E_DATA_DIR, 'site.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Runs a psql script (its `:'pN'` variables quoted by psql itself) and returns its output. */
function psql(script: string, params: unknown[] = []): string {
  const variables = params.flatMap((value, index) => ['-v', `p${index + 1}=${String(value)}`]);
  return execFileSync(
    'psql',
    [E2E_DATABASE_URL!, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', ...variables],
    { input: script, encoding: 'utf8' },
  );
}

export function rowWhere<T>(sqlText: string, ...params: unknown[]): T | undefined {
  if (E2E_DATABASE_URL) {
    let index = 0;
    const query = sqlText.replace(/\?/g, () => `:'p${++index}'`);
    const json = psql(`select row_to_json(e2e_row) from (${query} limit 1) as e2e_row;`, params);
    return json.trim() ? (JSON.parse(json) as T) : undefined;
  }
  const db = openE2eDb();
  try {
    return db.prepare(sqlText).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/**
 * Makes the store refuse to insert rows named `name` into `table` (a trigger that aborts the
 * insert) until the returned function is called: a real failed write, which, unlike holding
 * the write lock, does not stall the other tests running beside this one.
 */
export function refuseInsertsNamed(table: string, name: string): () => void {
  const trigger = `e2e_refuse_${Math.random().toString(36).slice(2)}`;
  const literal = `'${name.replaceAll("'", "''")}'`;
  if (E2E_DATABASE_URL) {
    psql(
      `create function ${trigger}() returns trigger language plpgsql as $$ begin ` +
        `if new.name = ${literal} then raise exception 'e2e: this row is refused'; end if; ` +
        `return new; end $$;\n` +
        `create trigger ${trigger} before insert on ${table} for each row execute function ${trigger}();`,
    );
    return () => {
      psql(`drop trigger if exists ${trigger} on ${table}; drop function ${trigger}();`);
    };
  }
  const db = openE2eDb();
  try {
    db.exec(
      `create trigger ${trigger} before insert on ${table} when new.name = ${literal} ` +
        `begin select raise(abort, 'e2e: this row is refused'); end`,
    );
  } finally {
    db.close();
  }
  return () => {
    const again = openE2eDb();
    try {
      again.exec(`drop trigger if exists ${trigger}`);
    } finally {
      again.close();
    }
  };
}
