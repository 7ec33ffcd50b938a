import type BetterSqlite3 from 'better-sqlite3';
import SqliteForNode20 from 'better-sqlite3';
import SqliteForNode22Up from 'better-sqlite3-napi';

/**
 * The SQLite driver for the Node version running us. better-sqlite3 12 is built on Node's own
 * C++ object wrapper, which Node 24 changed: its statements' destructors then abort the process
 * ("Assertion failed: (env) != nullptr" in Statement::~Statement). better-sqlite3 13 is built on
 * Node-API, which fixes that, but it needs Node 22 or later and crashes on Node 20. So both are
 * installed (13 under the alias better-sqlite3-napi; it ships its binaries, nothing to compile)
 * and the running Node picks one. Importing either loads no native code until a database is
 * opened, so the one not chosen costs nothing. Drop 12 and the alias when Node 20 goes.
 */
export const nodeMajor = Number(process.versions.node.split('.')[0]);

export const SqliteDatabase: typeof BetterSqlite3 =
  nodeMajor >= 22 ? SqliteForNode22Up : SqliteForNode20;

export type SqliteDatabase = BetterSqlite3.Database;
