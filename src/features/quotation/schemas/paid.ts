import { z } from '@/lib/zod';
import { quotationValidation as m } from '@/features/quotation/content/quotation-rules';
import { cleanString } from '@/lib/schemas/fields';

/**
 * "I have paid": the UTR of a UPI payment (12 digits) or a bank transfer's reference (NEFT/IMPS
 * UTRs run to 16–22 letters and digits). A claim staff confirm against the bank statement.
 */
export const quotationPaidSchema = z.object({
  utr: cleanString(m.utr)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{12,22}$/, m.utr)),
});
