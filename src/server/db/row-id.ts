/**
 * Whether an id from an address (a photo's, a paper's) has the shape of our rows' ids (UUIDs):
 * anything else is answered "not found" without asking the database (PostgreSQL would refuse it
 * as a uuid with an error, SQLite would just find nothing).
 */
export function isRowId(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value);
}
