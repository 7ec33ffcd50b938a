import { z } from '@/lib/zod';
import { quotationValidation as m } from '@/features/quotation/content/quotation-rules';

/** The staff API's send of the latest version, as the lead page's two buttons do it. */
export const quotationSendSchema = z.object({
  channel: z.enum(['email', 'whatsapp'], { error: m.channel }),
});
