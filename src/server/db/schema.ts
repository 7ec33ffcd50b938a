import type { ColumnType } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadFieldsOf, LeadKind, LeadStatus, TableOf } from '@/features/leads';
import type { UserRole } from '@/features/people';
import type { Device } from '@/features/leads';
import type { ShowName } from '@/features/reviews/schema';
import type { CancelReason } from '@/features/leads/content/cancel-reasons';
import type { MoveDayTables } from '@/features/move-day/server';
import type { QuotationTables } from '@/features/quotation/server';
import type { PaymentTables } from '@/features/payments/server';
import type { DocumentTables } from '@/features/documents/server';
import type { ClaimTables } from '@/features/claims/server';

// The column types of the status and role columns, defined with the rest of their domain.
export type { LeadStatus, UserRole };

/** Every lead kind shares these columns; each kind's own fields sit beside them. */
export interface LeadColumns {
  id: string;
  reference: string;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  createdAt: string;
  /** The staff member who works the lead (users.id), if someone took it. */
  assigneeId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day (YYYY-MM-DD, India time) someone should get back to the customer. */
  followUpOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** The customer's language (migration 027): their messages, pages and papers speak it. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
  /** The Idempotency-Key the lead was first sent with (unique per table). */
  idempotencyKey: string | null;
  /** SHA-256 of the body first sent with that key; another body under the key is refused. */
  idempotencyDigest: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A lead table: the shared columns plus the kind's fields from src/features/leads/lead-kinds.ts. */
export type LeadTableOf<K extends LeadKind> = LeadColumns & LeadFieldsOf[K];

/** The four lead tables, named as LEAD_KINDS names them. */
type LeadTables = { [K in LeadKind as TableOf<K>]: LeadTableOf<K> };

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
  userId: string;
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

/** One histogram bar of real visitors' speed: how many values fell in `bucket` that day. */
export interface WebVitalsTable {
  day: string;
  route: string;
  metric: string;
  /** The bucket's upper edge: milliseconds, or thousandths for CLS. */
  bucket: number;
  count: number;
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

/** A person who signs in to the staff area. */
export interface UsersTable {
  id: string;
  /** Lower-cased; null only for the account made from the shared staff password. */
  email: string | null;
  name: string;
  role: UserRole;
  /** +91XXXXXXXXXX: a crew member may sign in with it instead of an email (migration 022). */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null until the person has set a password through their invite link. */
  passwordHash: string | null;
  /** 0 or 1 (one column type both engines share). */
  disabled: ColumnType<number, number | undefined, number>;
  createdAt: string;
  updatedAt: string;
}

/** A one-time link to set a password: sent to a new person, or to reset one. */
export interface InvitesTable {
  tokenHash: string;
  userId: string;
  purpose: 'invite' | 'reset';
  createdAt: string;
  expiresAt: ColumnType<number | string, number, number>;
  usedAt: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  target: string | null;
  detail: string | null;
}

/** Every status a lead has had: its arrival (from null) and each change after. */
export interface LeadStatusHistoryTable {
  id: string;
  leadKind: LeadKind;
  leadId: string;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  at: string;
  actorId: string | null;
  /** Why, when staff gave a reason (a cancellation: src/features/leads/content/cancel-reasons.ts); migration 019. */
  reason: ColumnType<CancelReason | null, CancelReason | null | undefined, CancelReason | null>;
}

export interface LeadNotesTable {
  id: string;
  leadKind: LeadKind;
  leadId: string;
  authorId: string | null;
  authorName: string | null;
  text: string;
  at: string;
}

/** A lead's survey (migration 010): its rooms as JSON, and who saved it last. */
export interface LeadInventoriesTable {
  leadKind: LeadKind;
  leadId: string;
  /** JSON of the rooms: [{name, items:[{itemId, qty}]}]. */
  rooms: string;
  updatedAt: string;
  /** A staff member's users.id, or 'customer'. */
  updatedBy: string;
  updatedByName: string | null;
}

/** One save that changed a lead's survey: who, when, and the changes as JSON. */
export interface LeadInventoryChangesTable {
  id: string;
  leadKind: LeadKind;
  leadId: string;
  at: string;
  /** A staff member's users.id, or 'customer'. */
  actor: string;
  actorName: string | null;
  changes: string;
}

/** A booking's move day (migration 014): one row per booking, made on its first save. */
export interface MovePlansTable {
  bookingId: string;
  slot: string | null;
  vehicle: string | null;
  crewCount: number | null;
  crewNames: string | null;
  driverName: string | null;
  driverPhone: string | null;
  crewNotes: string | null;
  /** 0 or 1 (both engines alike). */
  confirmed: ColumnType<number, number | undefined, number>;
  updatedAt: string;
  /** The staff name of who saved it last, kept as written at the time. */
  updatedBy: string | null;
}

/** Where a lead sent from the website came from (migration 017). */
export interface LeadSourcesTable {
  leadKind: LeadKind;
  leadId: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  landing: string | null;
  device: Device | null;
  label: string;
  createdAt: string;
}

/**
 * What the owner's figures need of each lead, kept as the lead changes (migration 020): where
 * it came from, what it reached (REACHED_BITS), when it was first answered and its wait in
 * whole office minutes, reckoned with the office hours of that moment.
 */
export interface LeadSummariesTable {
  leadKind: LeadKind;
  leadId: string;
  createdAt: string;
  /** The India day it arrived, YYYY-MM-DD. */
  createdDay: string;
  /** lead_sources.label, `channel:<channel>` for a lead entered by hand, null when unknown. */
  source: string | null;
  reached: number;
  answeredAt: string | null;
  waitMinutes: number | null;
}

/** A completed move's review invitation and, once given, its review (migration 018). */
export interface ReviewsTable {
  id: string;
  leadId: string;
  token: string;
  invitedAt: string;
  expiresAt: string;
  submittedAt: string | null;
  rating: number | null;
  text: string | null;
  showName: ShowName | null;
  nameShown: string | null;
  service: string | null;
  fromCity: string | null;
  toCity: string | null;
  fromSlug: string | null;
  toSlug: string | null;
  month: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  hiddenByName: string | null;
  reply: string | null;
  replyAt: string | null;
}

/** Each feature that owns tables declares them beside its SQL (server/data/tables.ts). */
export interface Database
  extends LeadTables, MoveDayTables, QuotationTables, PaymentTables, DocumentTables, ClaimTables {
  movePlans: MovePlansTable;
  outbox: OutboxTable;
  adminSessions: AdminSessionsTable;
  users: UsersTable;
  invites: InvitesTable;
  auditLog: AuditLogTable;
  leadStatusHistory: LeadStatusHistoryTable;
  leadSummaries: LeadSummariesTable;
  leadNotes: LeadNotesTable;
  leadInventories: LeadInventoriesTable;
  leadInventoryChanges: LeadInventoryChangesTable;
  leadSources: LeadSourcesTable;
  reviews: ReviewsTable;
  settings: SettingsTable;
  rateLimits: RateLimitsTable;
  schemaMigrations: SchemaMigrationsTable;
  webVitals: WebVitalsTable;
}
