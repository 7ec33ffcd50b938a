import { sql, type Kysely } from 'kysely';

/**
 * The SQL of a lead's searched text as the migrations since 012 write it (and `searchTextOf` in
 * repositories/admin-leads.ts builds from LEAD_KINDS): the columns lower-cased and joined by
 * spaces, a column named with a trailing `?` read as '' when null; `row` is `new.` in a trigger.
 */
export const searchedText = (columns: readonly string[], row = '') =>
  `lower(${columns
    .map((c) => (c.endsWith('?') ? `coalesce(${row}${c.slice(0, -1)}, '')` : `${row}${c}`))
    .join(" || ' ' || ")})`;

/**
 * SQLite's staff search index of one lead table (`<table>_search`, FTS5 trigram) filled from
 * the table and kept in step by three triggers. `text(prefix)` is the SQL of a row's searched
 * text (`new.` inside a trigger); `columns` are those an update must re-index. Migrations that
 * rebuild a table or change its searched text drop the old triggers and call this again.
 */
export async function fillSearchIndex(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
  text: (prefix?: string) => string,
) {
  const fts = `${table}_search`;
  await sql
    .raw(`insert into ${fts} (rowid, text) select rowid, ${text()} from ${table}`)
    .execute(db);
  await sql
    .raw(
      `create trigger ${fts}_insert after insert on ${table} begin
         insert into ${fts} (rowid, text) values (new.rowid, ${text('new.')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${fts}_delete after delete on ${table} begin
         delete from ${fts} where rowid = old.rowid;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${fts}_update after update of ${columns.join(', ')} on ${table} begin
         delete from ${fts} where rowid = old.rowid;
         insert into ${fts} (rowid, text) values (new.rowid, ${text('new.')});
       end`,
    )
    .execute(db);
}
