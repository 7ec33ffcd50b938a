import { accountTexts } from '@/features/people/content';
import { z } from '@/lib/zod';
import { cleanString, requiredText } from '@/lib/schemas/fields';

/**
 * A signed-in person's own account: the "Your account" form and PATCH /api/admin/account.
 * `email` is only for a role that may change it (lib/admin/rights: account.email); empty or
 * null means none, which only the primary owner (the shared password) may have.
 */
export const accountSchema = z
  .object({
    name: requiredText(accountTexts.name, 100, accountTexts.nameLong).optional(),
    email: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        cleanString(accountTexts.email)
          .pipe(z.email(accountTexts.email).max(254, accountTexts.email).toLowerCase())
          .nullable(),
      )
      .optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.email !== undefined, {
    message: accountTexts.nothing,
    path: ['form'],
  });

export type AccountChange = z.infer<typeof accountSchema>;
