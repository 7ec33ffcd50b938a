import { z } from '@/lib/zod';
import { reportFormTexts as t } from '@/features/reports/content';
import { isIsoDate } from '@/lib/dates';
import { REPORT_TABLES } from '@/features/reports/tables';
import { addDays, defaultPeriod, REPORT_GROUPINGS } from '@/features/reports/period';
import { cleanString } from '@/lib/schemas/fields';

/** The longest period one page adds up: two years and a day, by week or month. */
export const MAX_REPORT_DAYS = 732;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const day = (message: string) =>
  z.preprocess(emptyAsUndefined, cleanString(message).refine(isIsoDate, message).optional());

/**
 * The figures' period (/admin/reports?from=&to=&by=, its CSVs' `table`): each part may be left
 * out (the last 12 weeks, by week); a given one must be right.
 */
export function reportQuerySchema(now: Date = new Date()) {
  const fallback = defaultPeriod(now);
  return z
    .object({
      from: day(t.fromInvalid),
      to: day(t.toInvalid),
      by: z.preprocess(
        emptyAsUndefined,
        z.enum(REPORT_GROUPINGS, { error: t.byInvalid }).optional(),
      ),
      table: z.preprocess(
        emptyAsUndefined,
        z.enum(REPORT_TABLES, { error: t.tableInvalid }).optional(),
      ),
    })
    .transform((v) => ({
      from: v.from ?? (v.to && v.to < fallback.from ? addDays(v.to, -83) : fallback.from),
      to: v.to ?? fallback.to,
      by: v.by ?? fallback.by,
      table: v.table,
    }))
    .refine((v) => v.from <= v.to, { message: t.orderInvalid, path: ['to'] })
    .refine((v) => Date.parse(v.to) - Date.parse(v.from) < MAX_REPORT_DAYS * 86_400_000, {
      message: t.spanInvalid(MAX_REPORT_DAYS),
      path: ['from'],
    });
}
