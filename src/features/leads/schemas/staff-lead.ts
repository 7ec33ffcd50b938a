import { z } from '@/lib/zod';
import { addLeadTexts as t } from '@/features/leads/content/add-lead';
import { bookingServiceSlugs } from '@/features/leads/content/booking';
import { validationMessages as m } from '@/content/validation';
import { LEAD_CHANNELS } from '@/features/leads/lead-types';
import { leadLanguageSchema } from '@/features/leads/schemas/lead-language';
import {
  cleanText,
  emailAddress,
  hasVisibleText,
  indianPhone,
  optionalLine,
  optionalLongText,
  personName,
  upcomingDate,
} from '@/lib/schemas/fields';
import { FIELD_LIMITS } from '@/lib/schemas/limits';

/** Empty text (or only spaces and invisible characters) is a field not given. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && !hasVisibleText(cleanText(value)) ? undefined : value;

/** The kinds staff may enter by hand: requests a customer makes (not a newsletter sign-up). */
export const STAFF_LEAD_KINDS = ['booking', 'quote', 'contact'] as const;

/**
 * A lead entered by staff (POST /api/admin/leads, "Add a lead"). Only the name and the phone
 * are required, whatever the kind: the public forms' other required fields (a booking's
 * email, service and date; a message's email and text) are optional here and stored as
 * nothing when not given. What is given is checked as the public forms check it. A question
 * (contact) has no service, date or route.
 */
export const staffLeadSchema = z
  .object({
    kind: z.enum(STAFF_LEAD_KINDS, { error: t.errors.kind }),
    channel: z.enum(LEAD_CHANNELS, { error: t.errors.channel }),
    name: personName,
    phone: indianPhone,
    email: z.preprocess(blankToUndefined, emailAddress.optional()),
    service: z.preprocess(
      blankToUndefined,
      z.enum(bookingServiceSlugs, { error: t.errors.service }).optional(),
    ),
    date: z.preprocess(blankToUndefined, upcomingDate.optional()),
    from: optionalLine(FIELD_LIMITS.shortText, m.fieldTooLong),
    to: optionalLine(FIELD_LIMITS.shortText, m.fieldTooLong),
    message: optionalLongText,
    language: z.preprocess(blankToUndefined, leadLanguageSchema),
    sendConfirmation: z.boolean({ error: t.errors.confirmNeedsEmail }).optional(),
  })
  .superRefine((lead, ctx) => {
    if (lead.kind === 'contact')
      for (const field of ['service', 'date', 'from', 'to'] as const)
        if (lead[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: t.errors.notForQuestion });
    if (lead.sendConfirmation && !lead.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: t.errors.confirmNeedsEmail });
  });

export type StaffLead = z.output<typeof staffLeadSchema>;
export type StaffLeadField = keyof StaffLead;
