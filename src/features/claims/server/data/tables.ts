import type { LeadKind } from '@/features/leads';
import type { ClaimStatus } from '@/features/claims';

/** A damage or loss claim filed from /track (migration 023). */
export interface ClaimsTable {
  id: string;
  leadKind: LeadKind;
  leadId: string;
  number: string;
  status: ClaimStatus;
  description: string;
  /** JSON: [{label, damage, amountPaise}]. */
  items: string;
  askedPaise: number;
  settledPaise: number | null;
  note: string | null;
  /** The refund entry a settlement wrote (payments.id). */
  paymentId: string | null;
  createdAt: string;
  updatedAt: string;
  updatedByName: string | null;
}

/** A photo of one of a claim's items (migration 026): the JPEG as kept, and its thumbnail. */
export interface ClaimPhotosTable {
  id: string;
  claimId: string;
  itemIndex: number;
  position: number;
  width: number;
  height: number;
  size: number;
  bytes: Buffer;
  thumb: Buffer;
  createdAt: string;
}

/** The claims' tables, as the platform's Database includes them. */
export interface ClaimTables {
  claims: ClaimsTable;
  claimPhotos: ClaimPhotosTable;
}
