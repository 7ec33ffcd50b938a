import type { LeadKind } from '@/features/leads';
import type { PaymentKind, PaymentMode } from '@/features/payments';

/** A payment received for a move, or a refund (negative); never changed (migration 013). */
export interface PaymentsTable {
  id: string;
  leadKind: LeadKind;
  leadId: string;
  kind: PaymentKind;
  amountPaise: number;
  mode: PaymentMode;
  reference: string | null;
  receivedOn: string;
  reason: string | null;
  recordedBy: string;
  recordedByName: string | null;
  createdAt: string;
}

/** The payments' table, as the platform's Database includes it. */
export interface PaymentTables {
  payments: PaymentsTable;
}
