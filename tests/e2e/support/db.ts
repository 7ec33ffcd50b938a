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
