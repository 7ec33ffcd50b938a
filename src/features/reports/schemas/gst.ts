import { z } from '@/lib/zod';
import { cleanString } from '@/lib/schemas/fields';
import { gstTexts as t } from '../content/gst';
import { GSTR1_SECTIONS } from '../gstr1-csv';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /api/admin/reports?table=gst&month=YYYY-MM&section=b2b|…; the page's ?gstMonth=. */
export const gstQuerySchema = z.object({
  month: cleanString(t.monthInvalid).refine((value) => MONTH.test(value), t.monthInvalid),
  section: z.enum(GSTR1_SECTIONS, { error: t.sectionInvalid }).default('b2b'),
});
