import { z } from '@/lib/zod';
import { optionalReason, requiredText } from '@/lib/schemas/fields';
import { trackLookupSchema } from '@/features/tracking/schema';
import { claimTexts } from './content';
import { CLAIM_STATUSES } from './kinds';
import { CLAIM_LIMITS as L, claimSettings as S } from './settings';

const m = claimTexts.errors;
const paise = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(S.maxAskedPaise, m.tooMuch);

/** POST /api/track/claims: the look-up's reference and contact, and the claim. */
export const claimSchema = trackLookupSchema
  .extend({
    description: requiredText(m.description, L.description, m.description, true),
    items: z
      .array(
        z.object({
          label: requiredText(m.label, L.label, m.label),
          damage: requiredText(m.damage, L.damage, m.damage),
          amountPaise: paise(m.amount),
        }),
        { error: m.items },
      )
      .min(1, m.items)
      .max(S.maxItems, m.items),
  })
  .refine(
    (claim) => claim.items.reduce((sum, item) => sum + item.amountPaise, 0) <= S.maxAskedPaise,
    {
      message: m.tooMuch,
      path: ['items'],
    },
  );

/** PATCH /api/admin/claims/{id}: the new status, what was settled, the note to the customer. */
export const claimUpdateSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: m.status }),
    settledPaise: paise(m.settled).optional(),
    note: optionalReason(L.note, m.note, true),
    /** A settlement paid back to the customer (a refund entry) or taken off what they owe. */
    payout: z.enum(['refund', 'deduction'], { error: m.payout }).optional(),
  })
  .superRefine((update, ctx) => {
    if (update.status === 'settled' && update.settledPaise === undefined)
      ctx.addIssue({ code: 'custom', path: ['settledPaise'], message: m.settled });
    // An amount or a payout belongs to a settlement only: under review nothing is settled yet.
    if (update.status !== 'settled' && update.settledPaise !== undefined)
      ctx.addIssue({ code: 'custom', path: ['settledPaise'], message: m.settledOnlyWhenSettling });
    if (update.status !== 'settled' && update.payout !== undefined)
      ctx.addIssue({ code: 'custom', path: ['payout'], message: m.settledOnlyWhenSettling });
  });

export type ClaimInput = z.infer<typeof claimSchema>;
export type ClaimUpdate = z.infer<typeof claimUpdateSchema>;
