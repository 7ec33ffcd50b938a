// No `server-only` here: migrations use it, and they load outside Next (the start-up and the
// browser tests' migration check).
/** A Kysely name (camelCase) as SQL spells it, for the raw SQL that names tables and columns. */
export const sqlName = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
