import { z } from 'zod';
import { signInTexts } from '@/content/admin';
import { LEAD_STATUSES, LEAD_TYPES } from '@/lib/lead-kinds';

export const signInSchema = z.object({
  password: z.string({ error: signInTexts.missing }).min(1, signInTexts.missing).max(200),
});

/** What a new staff password must be (npm run admin:password; ADMIN_PASSWORD has the same rule). */
export const newPasswordSchema = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password can be at most 200 characters.');

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const leadTypeSchema = z.enum(LEAD_TYPES);
export const leadIdSchema = z.uuid();

/** The list's filters, shared by the dashboard's URL and GET /api/admin/leads. */
export const leadFilterSchema = z.object({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  status: z.preprocess(emptyAsUndefined, leadStatusSchema.optional()),
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
});

export const statusChangeSchema = z.object({ status: leadStatusSchema });

export type LeadFilterInput = z.infer<typeof leadFilterSchema>;
