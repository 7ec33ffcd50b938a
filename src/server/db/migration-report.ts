/**
 * npm start migrates in its own step (scripts/server/migrate.ts) before the server loads, and
 * sets this flag on the process so the app does not run the same check again when it opens the
 * store. `next dev`, `next start` and tests have no such step: there the app migrates itself.
 */
const startFlag = globalThis as { __storeMigratedAtStart?: boolean };

export const migratedAtStart = () => startFlag.__storeMigratedAtStart === true;

/** The one line a start prints about migrations: the names it applied, or that none were pending. */
export function migrationReport(
  applied: readonly string[],
  config: { DATABASE_URL?: string; DATA_DIR: string },
): string {
  const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`;
  return applied.length
    ? `Migrations applied on ${where}: ${applied.join(', ')}.`
    : `No pending migrations on ${where}.`;
}
