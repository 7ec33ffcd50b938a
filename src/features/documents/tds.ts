import type { PaymentKind, PaymentMode } from '@/features/payments';
import { tdsTexts as t } from './content/bills';

/**
 * A TDS entry (mode `tds`, issue 48 point 1): the part of a bill a business paid to the
 * government as tax deducted at source, not to us. It counts towards paid, so a ₹50,000 bill
 * paid ₹49,000 by bank and ₹1,000 TDS has no balance; it needs the TDS certificate (Form 16A)
 * number to be matched with Form 26AS, and a refund is never TDS.
 */
export function tdsProblems(payment: {
  kind: PaymentKind;
  mode: PaymentMode;
  reference?: string;
}): { path: string; message: string }[] {
  if (payment.mode !== 'tds') return [];
  return [
    ...(payment.reference ? [] : [{ path: 'reference', message: t.certificate }]),
    ...(payment.kind === 'refund' ? [{ path: 'mode', message: t.refund }] : []),
  ];
}
