import { z } from '@/lib/zod';
import { validationMessages as m } from '@/content/validation';
import { emailAddress, optionalIndianPhone, personName, requiredLongText } from '@/lib/schemas/fields';

export const contactSchema = z.object({
  name: personName,
  email: emailAddress,
  phone: optionalIndianPhone,
  message: requiredLongText(m.messageRequired),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;
