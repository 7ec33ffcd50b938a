import { sql, type Kysely } from 'kysely';
import type { Migration } from './types';

const LEAD_TABLES = {
  bookings: 'booking',
  quote_requests: 'quote',
  contact_messages: 'contact',
  newsletter_subscribers: 'subscriber',
} as const;

/**
 * The account the shared staff password becomes; `{password}` alone signs it in. A copy of
 * the app's constant (server/auth/users.ts): a migration never changes once shipped.
 */
const PRIMARY_OWNER_ID = '00000000-0000-4000-8000-000000000001';

/**
 * Named staff accounts (owner/staff), one-time invite and reset links (only a hash of
 * each token), sessions bound to a person, the audit log, and per lead: its status
 * history, notes, assignee and follow-up date.
 */
export const staff008: Migration = {
  name: '008-staff',
  async up(db) {
    const startedAt = new Date().toISOString();
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Lower-cased; null only for the account made from the shared password.
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('invites')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('invites_user_id_idx').on('invites').column('user_id').execute();

    // Sessions from before named accounts belong to nobody: they end here, once.
    await db.deleteFrom('admin_sessions' as never).execute();
    await db.schema
      .alterTable('admin_sessions')
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    await db.schema
      .createIndex('admin_sessions_user_id_idx')
      .on('admin_sessions')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      // Kept as written at the time, so the log still reads after a person is renamed.
      .addColumn('actor_name', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text')
      .addColumn('detail', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();

    await db.schema
      .createTable('lead_status_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .execute();
    await db.schema
      .createIndex('lead_status_history_lead_idx')
      .on('lead_status_history')
      .columns(['lead_kind', 'lead_id', 'at'])
      .execute();

    await db.schema
      .createTable('lead_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_kind', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text')
      .addColumn('author_name', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lead_notes_lead_idx')
      .on('lead_notes')
      .columns(['lead_kind', 'lead_id', 'at'])
      .execute();

    for (const [table, kind] of Object.entries(LEAD_TABLES)) {
      await db.schema.alterTable(table).addColumn('assignee_id', 'text').execute();
      await db.schema.alterTable(table).addColumn('follow_up_on', 'text').execute();
      // The day view: follow-ups due, a person's leads, new leads nobody has taken.
      await db.schema
        .createIndex(`${table}_follow_up_idx`)
        .on(table)
        .columns(['follow_up_on', 'status'])
        .execute();
      await db.schema
        .createIndex(`${table}_assignee_idx`)
        .on(table)
        .columns(['assignee_id', 'status'])
        .execute();
      // History begins here: each lead's arrival, as the customer's timeline needs it.
      await sql
        .raw(
          `insert into lead_status_history (id, lead_kind, lead_id, from_status, to_status, at, actor_id)
           select id || ':created', '${kind}', id, null, 'new', created_at, null from ${table}`,
        )
        .execute(db);
      // A lead already past `new`: the change is recorded as seen now (when is not known).
      await sql
        .raw(
          `insert into lead_status_history (id, lead_kind, lead_id, from_status, to_status, at, actor_id)
           select id || ':migrated', '${kind}', id, 'new', status, '${startedAt}', null
           from ${table} where status <> 'new'`,
        )
        .execute(db);
    }
    await db.schema
      .createIndex('bookings_move_date_idx')
      .on('bookings')
      .columns(['move_date', 'status'])
      .execute();

    await migrateSharedPassword(db);
  },
};

/** The shared staff password (settings) becomes the primary owner's account. */
async function migrateSharedPassword(db: Kysely<unknown>) {
  const found = await sql<{ value: string }>`
    select value from settings where key = 'admin_password_hash'`.execute(db);
  const hash = found.rows[0]?.value;
  if (hash === undefined) return;
  const now = new Date().toISOString();
  await sql`insert into users (id, email, name, role, password_hash, disabled, created_at, updated_at)
    values (${PRIMARY_OWNER_ID}, null, 'Owner', 'owner', ${hash}, 0, ${now}, ${now})`.execute(db);
  await sql`delete from settings where key = 'admin_password_hash'`.execute(db);
}
