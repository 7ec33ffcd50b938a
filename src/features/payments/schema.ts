import { z } from '@/lib/zod';
import { QUOTATION_LIMITS } from '@/features/quotation/settings';
import { PAYMENT_LIMITS as L } from '@/features/payments/settings';
import { paymentTexts } from '@/features/payments/content';
import { isIsoDate, todayInIndia } from '@/lib/dates';
import { PAYMENT_KINDS, PAYMENT_MODES } from '@/features/payments/kinds';
import { cleanString, optionalReason, optionalText } from '@/lib/schemas/fields';
import { addDays } from '@/features/quotation/schemas/draft';

const m = paymentTexts.errors;

/**
 * A payment as staff record it (the staff API's body; the lead page's form after its rupees are
 * read into paise): always a positive amount — a refund is stored as a negative entry by the
 * server, and needs its reason. What depends on the move's figures (more than the balance,
 * a refund above what was paid) is checked where those figures are read, in one transaction.
 */
export const paymentSchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, { error: m.kind }),
    amountPaise: z
      .number({ error: m.amount })
      .int(m.amount)
      .min(1, m.amount)
      .max(QUOTATION_LIMITS.totalMaxPaise, m.amountTooLarge),
    mode: z.enum(PAYMENT_MODES, { error: m.mode }),
    reference: optionalText(L.reference, m.reference),
    receivedOn: cleanString(m.receivedOn).refine(
      (value) =>
        isIsoDate(value) &&
        value <= todayInIndia() &&
        value >= addDays(todayInIndia(), -L.daysBack),
      m.receivedOn,
    ),
    reason: optionalReason(L.reason, m.reasonTooLong, true),
  })
  .superRefine((payment, ctx) => {
    if (payment.kind === 'refund' && !payment.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.refundReason });
  });

export type PaymentInput = z.infer<typeof paymentSchema>;
