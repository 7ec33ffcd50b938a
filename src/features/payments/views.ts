import type { OwedBreakdown } from '@/features/documents';
import type { MoneyFigures } from './figures';
import type { PaymentKind, PaymentMode } from './kinds';

/** One payment as staff see it (the API's item and the lead page's row). */
export interface StaffPayment {
  id: string;
  kind: PaymentKind;
  /** Negative for a refund. */
  amountPaise: number;
  mode: PaymentMode;
  reference: string | null;
  receivedOn: string;
  reason: string | null;
  recordedBy: string | null;
  recordedAt: string;
}

export interface StaffPayments extends MoneyFigures {
  items: StaffPayment[];
  /** Why the total is what the customer pays (reverse charge, settled claims): the lead page. */
  owed?: OwedBreakdown;
}
