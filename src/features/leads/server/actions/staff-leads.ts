'use server';

import { redirect } from 'next/navigation';
import { dashboardHref, parseDashboardQuery } from '@/features/leads/dashboard-query';
import { leadIdSchema, staffTypeSchema } from '@/features/leads/schemas/staff-query';
import { ForbiddenError, NotSignedInError, type StaffMember } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';
import { adminDeleteLead } from '@/features/leads/server/staff-leads';
import { asForm } from '@/server/http/as-form';

type Outcome = Record<string, string | undefined>;

/** The list the staff member was on (tab, search, filter, page), from the form's hidden fields. */
function listOf(form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return parseDashboardQuery({
    tab: field('tab'),
    q: field('q'),
    status: field('listStatus'),
    page: field('page'),
  });
}

/**
 * Runs a change as the signed-in staff member (read once; each admin server function checks
 * the member's rights itself), then returns to the same list with a one-line notice. No
 * session: sign-in.
 */
async function change(
  form: FormData,
  run: (member: StaffMember) => Promise<Outcome>,
): Promise<never> {
  const list = listOf(form);
  let outcome: Outcome;
  try {
    // Read first, so an action never even reads its input without a session.
    const member = await signedInStaff();
    outcome = await run(member);
  } catch (error) {
    if (error instanceof NotSignedInError) redirect('/admin/sign-in?reason=expired');
    if (error instanceof ForbiddenError) redirect(dashboardHref(list, { done: 'forbidden' }));
    console.error('[admin] a lead change failed:', error);
    outcome = { done: 'failed' };
  }
  redirect(dashboardHref(list, outcome));
}

export async function deleteLeadAction(form: FormData): Promise<void> {
  form = asForm(form);
  await change(form, async (member) => {
    const kind = staffTypeSchema.parse(form.get('tab'));
    const id = leadIdSchema.safeParse(form.get('id'));
    const deleted = id.success ? await adminDeleteLead(member, kind, id.data) : undefined;
    return deleted ? { done: 'deleted', ref: deleted.reference } : { done: 'missing' };
  });
}
