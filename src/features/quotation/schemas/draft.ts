import { z } from '@/lib/zod';
import { quotationLineKinds, type QuotationLineKind } from '@/settings/company';
import { QUOTATION_LIMITS as L } from '@/features/quotation/settings';
import { quotationValidation as m } from '@/features/quotation/content/quotation-rules';
import { isIsoDate, todayInIndia } from '@/lib/dates';
import { advanceFromPercent, quotationTotals } from '@/features/quotation/totals';
import { cleanString, requiredText } from '@/lib/schemas/fields';

const paise = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(Number.MAX_SAFE_INTEGER, message);

const line = z.object({
  kind: z.enum(quotationLineKinds, { error: m.kind }),
  label: requiredText(m.labelRequired, L.label, m.labelTooLong),
  amountPaise: paise(m.paise).max(L.lineMaxPaise, m.lineTooLarge),
});

/** Adds `days` to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const draftFields = {
  lines: z
    .array(line, { error: m.linesRequired })
    .min(1, m.linesRequired)
    .max(L.lines, m.tooManyLines),
  discountPaise: paise(m.discount).optional(),
  advancePaise: paise(m.advance).optional(),
  advancePercent: z
    .number({ error: m.advancePercent })
    .int(m.advancePercent)
    .min(0, m.advancePercent)
    .max(100, m.advancePercent)
    .optional(),
  validUntil: cleanString(m.validUntil)
    .refine((value) => isIsoDate(value) && value >= todayInIndia(), m.validUntil)
    .refine((value) => value <= addDays(todayInIndia(), L.maxValidDays), m.validUntilFar),
};

type DraftInput = {
  lines: { kind: QuotationLineKind; label: string; amountPaise: number }[];
  discountPaise?: number;
  advancePaise?: number;
  advancePercent?: number;
  validUntil: string;
};

/** Every amount checked against the totals it makes: no discount or advance above its total. */
function checkAmounts(
  draft: DraftInput,
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  // The discount comes off before GST (see quotationTotals), so at most the subtotal.
  const discount = draft.discountPaise ?? 0;
  const subtotal = quotationTotals(draft.lines, 0).subtotalPaise;
  if (discount > subtotal)
    ctx.addIssue({ code: 'custom', path: ['discountPaise'], message: m.discount });
  const total = quotationTotals(draft.lines, discount).totalPaise;
  if (total > L.totalMaxPaise)
    ctx.addIssue({ code: 'custom', path: ['lines'], message: m.totalTooLarge });
  if (draft.advancePaise !== undefined && draft.advancePercent !== undefined)
    ctx.addIssue({ code: 'custom', path: ['advancePaise'], message: m.advanceOne });
  else if (draft.advancePaise !== undefined && draft.advancePaise > Math.max(total, 0))
    ctx.addIssue({ code: 'custom', path: ['advancePaise'], message: m.advance });
}

/** The draft as stored: the advance in paise (a percentage worked out on the total). */
function stored(draft: DraftInput) {
  const discountPaise = draft.discountPaise ?? 0;
  const { totalPaise } = quotationTotals(draft.lines, discountPaise);
  const advancePaise =
    draft.advancePaise ?? advanceFromPercent(totalPaise, draft.advancePercent ?? 0);
  return { lines: draft.lines, discountPaise, advancePaise, validUntil: draft.validUntil };
}

/**
 * A quotation as staff write it (the staff API's body and the editor's form): lines, a
 * discount, the advance in paise or in percent of the total, and the last valid day (today or
 * later, India time, at most 90 days on).
 */
export const quotationDraftSchema = z
  .object(draftFields)
  .superRefine(checkAmounts)
  .transform(stored);

export type QuotationDraft = z.infer<typeof quotationDraftSchema>;

/** PUT's body: the draft and the version it was edited from. */
export const quotationEditSchema = z
  .object({
    ...draftFields,
    version: z.number({ error: m.version }).int(m.version).min(1, m.version),
  })
  .superRefine(checkAmounts)
  .transform((draft) => ({ ...stored(draft), version: draft.version }));
