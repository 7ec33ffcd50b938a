import { z } from '@/lib/zod';
import { reviewLimits } from '@/content/reviews';
import { cleanText, hasVisibleText } from './fields';

export const SHOW_NAMES = ['full', 'initial', 'anonymous'] as const;
export type ShowName = (typeof SHOW_NAMES)[number];

const messages = {
  rating: 'Please choose from 1 to 5 stars.',
  text: `Please keep your review under ${reviewLimits.text} characters.`,
  showName: 'Please choose how your name shows.',
  token: 'This review link is not valid.',
  reason: `Say why it is hidden (up to ${reviewLimits.reason} characters).`,
  reply: `Please keep the reply under ${reviewLimits.reply} characters.`,
} as const;

/** POST /api/reviews and the review form: 1–5 stars, optional bounded cleaned text, the name shown. */
export const reviewSchema = z.object({
  token: z.string({ error: messages.token }).trim().min(1, messages.token).max(100, messages.token),
  rating: z.coerce
    .number({ error: messages.rating })
    .int(messages.rating)
    .min(1, messages.rating)
    .max(5, messages.rating),
  text: z
    .string()
    .overwrite((value) => cleanText(value, true))
    .max(reviewLimits.text, messages.text)
    .optional()
    .transform((value) => (value && hasVisibleText(value) ? value : undefined)),
  showName: z.enum(SHOW_NAMES, { error: messages.showName }),
});

export type ReviewField = 'rating' | 'text' | 'showName';

/** PATCH /api/admin/reviews/{id}: hide (with why), publish again, or answer in public. */
export const reviewModerationSchema = z
  .object({
    hidden: z.boolean().optional(),
    reason: z
      .string()
      .overwrite((value) => cleanText(value))
      .max(reviewLimits.reason, messages.reason)
      .optional(),
    reply: z
      .string()
      .overwrite((value) => cleanText(value, true))
      .max(reviewLimits.reply, messages.reply)
      .optional(),
  })
  .superRefine((change, ctx) => {
    if (change.hidden === true && !(change.reason && hasVisibleText(change.reason)))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.reason });
  });

export type ReviewModeration = z.output<typeof reviewModerationSchema>;
