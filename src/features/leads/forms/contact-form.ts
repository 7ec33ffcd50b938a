import type { ContactField } from '@/features/leads/schemas/contact';
import { emptyValues, initialFormState, type FormState } from '@/lib/forms/state';

export const contactFields = [
  'name',
  'email',
  'phone',
  'message',
] as const satisfies readonly ContactField[];
export type ContactFormState = FormState<ContactField>;
export const emptyContactValues = emptyValues(contactFields);
export const initialContactState: ContactFormState = initialFormState(emptyContactValues);
