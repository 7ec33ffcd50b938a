import type { ColumnType } from 'kysely';

/** Every lead kind shares these columns; each kind's own fields sit beside them. */
export interface LeadColumns {
  id: string;
  reference: string;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  createdAt: string;
}

export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'done', 'cancelled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface BookingsTable extends LeadColumns {
  idempotencyKey: string | null;
  name: string;
  email: string;
  phone: string;
  service: string;
  moveDate: string;
  message: string | null;
}

export interface ContactMessagesTable extends LeadColumns {
  idempotencyKey: string | null;
  name: string;
  email: string;
  message: string;
}

export interface QuoteRequestsTable extends LeadColumns {
  idempotencyKey: string | null;
  source: 'quotation' | 'popup';
  name: string;
  email: string;
  phone: string | null;
  moveDate: string | null;
  origin: string | null;
  destination: string | null;
  moveType: 'residential' | 'commercial' | 'international' | null;
  inventory: string | null;
  service: string | null;
}

export interface NewsletterSubscribersTable extends LeadColumns {
  idempotencyKey: string | null;
  /** Lower-cased by the schema, so the unique index makes one row per address. */
  email: string;
}

export interface SchemaMigrationsTable {
  name: string;
  appliedAt: string;
}

/** One fixed-window counter: `count` hits since the window began; it ends at `resetAt` (ms). */
export interface RateLimitsTable {
  bucket: string;
  key: string;
  count: number;
  // PostgreSQL hands a bigint back as a string.
  resetAt: ColumnType<number | string, number, number>;
}

/** A signed-in staff session; the token itself is only ever in the visitor's cookie. */
export interface AdminSessionsTable {
  tokenHash: string;
  createdAt: string;
  // Milliseconds since the epoch; PostgreSQL hands a bigint back as a string.
  expiresAt: ColumnType<number | string, number, number>;
}

/** Values the app generates and keeps with the data (e.g. the admin password's hash). */
export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

/** One email waiting to be sent, sent, or given up on (migration 005, src/server/mail/outbox.ts). */
export interface OutboxTable {
  id: string;
  /** For log lines: "the email for BK-7Q2M9X". */
  label: string;
  /** JSON of the OutboxEmail (from, to, subject, text, replyTo?). */
  message: string;
  dedupeKey: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  // Milliseconds since the epoch; PostgreSQL hands a bigint back as a string.
  nextAttemptAt: ColumnType<number | string, number, number>;
  claimedBy: string | null;
  claimedUntil: ColumnType<number | string | null, number | null, number | null>;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface Database {
  outbox: OutboxTable;
  adminSessions: AdminSessionsTable;
  settings: SettingsTable;
  bookings: BookingsTable;
  contactMessages: ContactMessagesTable;
  quoteRequests: QuoteRequestsTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  rateLimits: RateLimitsTable;
  schemaMigrations: SchemaMigrationsTable;
}
