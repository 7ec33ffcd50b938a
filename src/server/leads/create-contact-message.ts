import 'server-only';
import { contactSchema, type ContactField } from '@/lib/schemas/contact';
import { insertContactMessage } from '@/server/db/repositories/contact-messages';
import { createLead, type LeadSpec } from './create-lead';
import type { LeadRequestContext } from './validate';

const contactLead: LeadSpec<typeof contactSchema, 'contact'> = {
  kind: 'contact',
  table: 'contactMessages',
  schema: contactSchema,
  store: insertContactMessage,
};

/** A contact message, from POST /api/contact or the contact form. */
export function createContactMessage(input: unknown, context: LeadRequestContext) {
  return createLead<typeof contactSchema, ContactField, 'contact'>(contactLead, input, context);
}
