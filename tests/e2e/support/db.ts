import path from 'node:path';
import SQLite from 'better-sqlite3';
import { E2E_DATA_DIR } from '../../../playwright.config';

/** The e2e server's SQLite file, opened read-write beside it (WAL allows that). */
export function openE2eDb() {
  const db = new SQLite(path.join(E2E_DATA_DIR, 'site.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export function rowWhere<T>(sqlText: string, ...params: unknown[]): T | undefined {
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
