import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Engine } from './engine';
import type { Database } from './schema';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL URL; without it the embedded SQLite file is used. */
  databaseUrl?: string;
  /** SQLite: the folder that holds site.db. */
  dataDir?: string;
  /** SQLite: how long a writer waits for a lock before failing. */
  busyTimeoutMs?: number;
}

export const SQLITE_FILE_NAME = 'site.db';

export function connect(options: ConnectOptions): DbHandle {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  return connectSqlite(options.dataDir ?? './data', options.busyTimeoutMs ?? 5000);
}

function connectSqlite(dataDir: string, busyTimeoutMs: number): DbHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  // WAL lets readers run beside the writer; FULL makes a 201 mean the row survived power loss.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: file }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

function connectPostgres(url: string): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, engine: 'postgres', close: () => db.destroy() };
}
