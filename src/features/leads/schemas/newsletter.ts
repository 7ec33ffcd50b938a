import { z } from '@/lib/zod';
import { emailAddress } from '@/lib/schemas/fields';

export const newsletterSchema = z.object({ email: emailAddress });

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterField = keyof NewsletterInput;
