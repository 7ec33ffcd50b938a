import type { TrackKind } from '@/content/track';
import type { FieldErrors } from '@/lib/schemas/errors';
import type { TrackField } from '@/lib/schemas/track';
import type { LeadStatus } from '@/lib/lead-kinds';

/** The answer of GET /api/track: what was asked and where it stands, nothing personal. */
export interface TrackedRequest {
  reference: string;
  kind: TrackKind;
  status: LeadStatus;
  createdAt: string;
  timeline: { status: LeadStatus; at: string }[];
  service?: string;
  moveDate?: string;
  origin?: string;
  destination?: string;
  moveType?: string;
  estimate?: unknown;
}

export type TrackResult =
  | { ok: true; request: TrackedRequest }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<TrackField> }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };
