import { type LeadField } from '@/features/leads/content/staff';
import type { Locale } from '@/lib/i18n/locales';

/** The shapes of a lead: its statuses, channels, shared columns and each kind's fields. */
export type { LeadField };

/** Where a lead stands; staff move it along (the dashboard's status filter and buttons). */
export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'done', 'cancelled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * How a lead entered by staff came in (POST /api/admin/leads, "Add a lead"). A lead sent from
 * the website has none (null).
 */
export const LEAD_CHANNELS = ['phone', 'whatsapp', 'walk-in', 'referral'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** The fields every kind of lead has, whatever its form asked. */
export type LeadBase = {
  id: string;
  reference: string;
  status: LeadStatus;
  createdAt: string;
  /** The person who works the lead (a staff account's id), if someone took it. */
  assigneeId: string | null;
  /** The day (YYYY-MM-DD, India time) someone should get back to the customer. */
  followUpOn: string | null;
  /** The customer's language: every message, page and paper they get speaks it. */
  language: Locale;
};

/** 'booking' | 'quote' | 'contact' | 'subscriber': the keys of LEAD_KINDS. */
export type LeadKind = keyof LeadFieldsOf;

/**
 * What each kind stores besides LeadBase, as it is stored (server/db/schema.ts builds on it).
 * A lead entered by staff needs only a name and a phone, so what the public forms require
 * beyond those (a booking's email, service and date; a contact's email and message; a quote
 * request's email and form) is null on such a lead.
 */
export interface LeadFieldsOf {
  booking: {
    name: string;
    email: string | null;
    phone: string;
    service: string | null;
    moveDate: string | null;
    message: string | null;
    /** JSON of an EstimateSnapshot (src/features/estimate/snapshot.ts) when booked at an estimate. */
    estimate: string | null;
    /** Where the move starts and ends; optional on the form, absent on older bookings. */
    pickupCity: string | null;
    pickupArea: string | null;
    pickupAddress: string | null;
    dropCity: string | null;
    dropArea: string | null;
    dropAddress: string | null;
    channel: LeadChannel | null;
  };
  quote: {
    /** Which public form; null for a quote request entered by staff. */
    source: 'quotation' | 'popup' | null;
    name: string;
    email: string | null;
    phone: string | null;
    moveDate: string | null;
    origin: string | null;
    destination: string | null;
    moveType: 'residential' | 'commercial' | 'international' | null;
    inventory: string | null;
    service: string | null;
    /** JSON of an EstimateSnapshot when asked for from /estimate ("Email me this quote"). */
    estimate: string | null;
    channel: LeadChannel | null;
  };
  contact: {
    name: string;
    email: string | null;
    phone: string | null;
    message: string | null;
    channel: LeadChannel | null;
  };
  /** Lower-cased by the schema, so the unique index makes one row per address. */
  subscriber: { email: string };
}

/** A lead as staff see it: every stored column but the internal idempotency key. */
export type LeadRow<K extends LeadKind> = LeadBase & LeadFieldsOf[K];
export type AnyLeadRow = { [K in LeadKind]: LeadRow<K> }[LeadKind];
