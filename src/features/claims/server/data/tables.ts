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

/** The claims' table, as the platform's Database includes it. */
export interface ClaimTables {
  claims: ClaimsTable;
}
