import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Engine } from './engine';
import type { Database } from './schema';
import { SqliteDatabase } from './sqlite-driver';

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

// The leads are personal data: only the account that runs the app may read them. SQLite gives
// the -wal and -shm files the mode of site.db, so making site.db 600 before SQLite opens it
// covers all three; the folder is made 700 when this creates it (an existing one is the
// operator's to set).
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

function connectSqlite(dataDir: string, busyTimeoutMs: number): DbHandle {
  if (fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR }) !== undefined) {
    fs.chmodSync(dataDir, PRIVATE_DIR); // mkdir's mode is filtered by the umask
  }
  const filePath = path.join(dataDir, SQLITE_FILE_NAME);
  fs.closeSync(fs.openSync(filePath, 'a', PRIVATE_FILE));
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(filePath + suffix)) fs.chmodSync(filePath + suffix, PRIVATE_FILE);
  }
  const file = new SqliteDatabase(filePath);
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
