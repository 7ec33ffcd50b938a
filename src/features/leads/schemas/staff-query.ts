import { USER_ROLES } from '@/features/people';
import { z } from '@/lib/zod';
import { inviteTexts, signInTexts, userFormTexts } from '@/features/people/content';
import { leadChangeTexts } from '@/features/leads/content/staff';
import { isIsoDate } from '@/lib/dates';
import { kindOfStaffType, LEAD_KIND_KEYS } from '@/features/leads/lead-kinds';
import { LEAD_STATUSES } from '@/features/leads/lead-types';
import { LEAD_SORTS } from '@/features/leads/lead-list-item';
import { cleanString, requiredText, verbatim } from '@/lib/schemas/fields';
import { moveDayChangeSchema } from '@/features/move-day/schema';
import { CANCEL_REASONS, cancelReasonTexts } from '@/features/leads/content/cancel-reasons';
import { optionalIndianPhone } from '@/lib/schemas/fields';
import { crewAccountTexts, milestoneErrors } from '@/features/move-day/content';
import { forceDoneFields } from '@/features/move-day/schema';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Email and password; `{password}` alone signs in the owner (the shared staff password). */
export const signInSchema = z.object({
  email: z.preprocess(
    emptyToUndefined,
    cleanString(signInTexts.badEmail)
      .pipe(z.email(signInTexts.badEmail).max(254).toLowerCase())
      .optional(),
  ),
  /** A crew member's mobile number instead of an email (+91XXXXXXXXXX once read). */
  phone: optionalIndianPhone,
  // A password is compared byte for byte and never shown: kept exactly as typed.
  password: verbatim(z.string({ error: signInTexts.missing }).min(1, signInTexts.missing).max(200)),
});

/** The same two roles as server/db/schema.ts's UsersTable. */
export const userRoleSchema = z.enum(USER_ROLES, { error: userFormTexts.role });
export const userIdSchema = z.uuid();

/** The owner adds a person (POST /api/admin/users and the users page). */
export const newUserSchema = z
  .object({
    name: requiredText(userFormTexts.name, 100, userFormTexts.nameLong),
    email: z.preprocess(
      emptyToUndefined,
      cleanString(userFormTexts.email)
        .pipe(z.email(userFormTexts.email).max(254).toLowerCase())
        .optional(),
    ),
    /** A crew member may have a mobile number and no email (issue 47). */
    phone: optionalIndianPhone,
    role: userRoleSchema,
  })
  .refine((user) => user.email !== undefined || user.phone !== undefined, {
    message: crewAccountTexts.phoneOrEmail,
    path: ['email'],
  });

/** PATCH /api/admin/users/{id}: any of role, disabled, resetPassword. */
export const userChangeSchema = z
  .object({
    role: userRoleSchema.optional(),
    disabled: z.boolean({ error: userFormTexts.disabled }).optional(),
    resetPassword: z.literal(true, { error: userFormTexts.reset }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: userFormTexts.nothing, path: ['form'] });

/** A person's own password, set through their invite or reset link. */
export const invitePasswordSchema = verbatim(
  z
    .string({ error: inviteTexts.tooShort })
    .min(12, inviteTexts.tooShort)
    .max(200, inviteTexts.tooLong),
);

export const inviteSchema = z.object({
  token: cleanString(inviteTexts.gone).min(1, inviteTexts.gone).max(100),
  password: invitePasswordSchema,
});

/** What a new staff password must be (npm run admin:password; ADMIN_PASSWORD has the same rule). */
export const newPasswordSchema = verbatim(
  z
    .string()
    .min(8, 'The password must be at least 8 characters.')
    .max(200, 'The password can be at most 200 characters.'),
);

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const leadStatusSchema = z.enum(LEAD_STATUSES);
/** A kind as the staff area's URLs and forms name it ('bookings'), read as its key ('booking'). */
export const staffTypeSchema = z.unknown().transform(kindOfStaffType).pipe(z.enum(LEAD_KIND_KEYS));
export const leadIdSchema = z.uuid();

/** The list's filters, shared by the dashboard's URL and GET /api/admin/leads. */
export const leadFilterSchema = z.object({
  q: z.preprocess(emptyAsUndefined, cleanString().max(200).optional()),
  status: z.preprocess(emptyAsUndefined, leadStatusSchema.optional()),
  source: z.preprocess(emptyAsUndefined, cleanString().toLowerCase().max(253).optional()),
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  sort: z.preprocess(emptyAsUndefined, z.enum(LEAD_SORTS).optional()),
  /** A staff account's id, or 'none': leads nobody has taken. */
  assignee: z.preprocess(emptyAsUndefined, z.union([z.literal('none'), z.uuid()]).optional()),
  city: z.preprocess(emptyAsUndefined, cleanString().max(120).optional()),
});

export type LeadFilterInput = z.infer<typeof leadFilterSchema>;

/** A follow-up day: a real date (YYYY-MM-DD), or null/empty to clear it. */
const followUpSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  cleanString(leadChangeTexts.followUp).refine(isIsoDate, leadChangeTexts.followUp).nullable(),
);

const leadChangeFields = {
  status: leadStatusSchema.optional(),
  assigneeId: z.preprocess(
    (value) => (value === '' ? null : value),
    z.uuid({ error: leadChangeTexts.assignee }).nullable().optional(),
  ),
  followUpOn: followUpSchema.optional(),
  // An empty choice on the lead page's form is no reason.
  cancelReason: z.preprocess(
    emptyAsUndefined,
    z.enum(CANCEL_REASONS, { error: cancelReasonTexts.invalid }).optional(),
  ),
};

/** A reason is a cancellation's: only beside `status: 'cancelled'`. */
const reasonOnlyWhenCancelled = (v: { status?: string; cancelReason?: string }) =>
  v.cancelReason === undefined || v.status === 'cancelled';
const reasonRule = { message: cancelReasonTexts.onlyWhenCancelled, path: ['cancelReason'] };

/** The lead page's form: any of status (with its cancelReason), assigneeId (null: nobody), followUpOn. */
export const leadChangeSchema = z
  .object(leadChangeFields)
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: leadChangeTexts.nothing,
    path: ['form'],
  })
  .refine(reasonOnlyWhenCancelled, reasonRule);

/**
 * PATCH /api/admin/leads/{type}/{id}: the lead's own fields and, on a booking, its move day
 * (slot, vehicle, crew, driver, crewNotes, confirmed), at least one of them.
 */
export const leadPatchSchema = z
  .object({ ...leadChangeFields, ...moveDayChangeSchema.shape, ...forceDoneFields })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: leadChangeTexts.nothing, path: ['form'] })
  .refine(reasonOnlyWhenCancelled, reasonRule)
  .refine((v) => v.force === undefined || v.status === 'done', {
    message: milestoneErrors.forceReason,
    path: ['force'],
  });

/** A note on a lead: plain text, cleaned like every text (line breaks kept). */
export const noteSchema = z.object({
  text: requiredText(leadChangeTexts.noteEmpty, 4000, leadChangeTexts.noteLong, true),
});
