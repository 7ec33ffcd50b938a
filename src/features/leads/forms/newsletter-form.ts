import type { NewsletterField } from '@/features/leads/schemas/newsletter';
import { emptyValues, initialFormState, type FormState } from '@/lib/forms/state';

export const newsletterFields = ['email'] as const satisfies readonly NewsletterField[];
export type NewsletterFormState = FormState<NewsletterField>;
export const initialNewsletterState: NewsletterFormState = initialFormState(
  emptyValues(newsletterFields),
);
