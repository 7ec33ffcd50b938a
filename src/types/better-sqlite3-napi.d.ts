// better-sqlite3 13 under an alias (see src/server/db/sqlite-driver.ts): the same API as the
// version @types/better-sqlite3 describes.
declare module 'better-sqlite3-napi' {
  import Database from 'better-sqlite3';
  export default Database;
}
