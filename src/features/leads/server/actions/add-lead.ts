'use server';

import { redirect } from 'next/navigation';
import { addLeadTexts as t } from '@/features/leads/content/add-lead';
import { leadPageHref } from '@/features/leads/dashboard-query';
import type { StaffFormState } from '@/features/leads/forms/staff-forms';
import { adminAddLead, type AddLeadResult } from '@/features/leads/server/add-lead';
import { NotSignedInError } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';
import { ForbiddenError } from '@/features/people/server';
import { leadPageTexts } from '@/features/leads/content/staff';
import { asForm } from '@/server/http/as-form';
import { isIdempotencyKey } from '@/features/leads/server/lead-submission';

const FIELDS = [
  'kind',
  'channel',
  'language',
  'name',
  'phone',
  'email',
  'service',
  'date',
  'from',
  'to',
];

/**
 * "Add a lead", with or without JavaScript: the stored lead's page opens (saying it was
 * added); a refusal comes back with its messages and every value kept.
 */
export async function addLeadAction(
  _previous: StaffFormState,
  formData: FormData,
): Promise<StaffFormState> {
  const form = asForm(formData);
  const values: Record<string, string> = {};
  for (const name of [...FIELDS, 'message']) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  values.sendConfirmation = form.get('sendConfirmation') ? 'on' : '';
  const key = form.get('requestKey');
  let added: AddLeadResult;
  try {
    const member = await signedInStaff();
    added = await adminAddLead(
      member,
      { ...values, sendConfirmation: values.sendConfirmation === 'on' },
      isIdempotencyKey(key) ? key : undefined,
    );
  } catch (error) {
    if (error instanceof NotSignedInError)
      redirect('/admin/sign-in?reason=expired&next=/admin/leads/new');
    if (error instanceof ForbiddenError) return { error: leadPageTexts.forbidden, values };
    console.error('[admin] adding a lead failed:', error);
    return { error: t.errors.failed, values };
  }
  if (!added.ok)
    return added.reason === 'validation'
      ? { error: t.errors.fix, fieldErrors: added.fieldErrors as Record<string, string>, values }
      : { error: t.errors.mismatch, values };
  redirect(`${leadPageHref(added.kind, added.id)}?added=1`);
}
