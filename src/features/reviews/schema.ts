import { z } from '@/lib/zod';
import { reviewLimits } from '@/features/reviews/content';
import { cleanString, optionalReason, optionalText } from '@/lib/schemas/fields';

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
  token: cleanString(messages.token).min(1, messages.token).max(100, messages.token),
  // A number, never digits in a string: the form's adapter reads its field into one.
  rating: z
    .number({ error: messages.rating })
    .int(messages.rating)
    .min(1, messages.rating)
    .max(5, messages.rating),
  text: optionalText(reviewLimits.text, messages.text, true),
  showName: z.enum(SHOW_NAMES, { error: messages.showName }),
});

export type ReviewField = 'rating' | 'text' | 'showName';

/** PATCH /api/admin/reviews/{id}: hide (with why), publish again, or answer in public. */
export const reviewModerationSchema = z
  .object({
    hidden: z.boolean().optional(),
    reason: optionalReason(reviewLimits.reason, messages.reason),
    // Empty clears the reply, so it stays a string here.
    reply: cleanString(undefined, true).max(reviewLimits.reply, messages.reply).optional(),
  })
  .superRefine((change, ctx) => {
    if (change.hidden === true && !change.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.reason });
  });

export type ReviewModeration = z.output<typeof reviewModerationSchema>;
