'use server';

import { claimCardTexts as t, claimTexts } from '@/features/claims/content';
import { claimUpdateSchema } from '@/features/claims/schema';
import { adminUpdateClaim } from '@/features/claims/server/staff-claims';
import type { StaffFormState } from '@/features/leads';
import { rupeesToPaise } from '@/features/quotation';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { asForm } from '@/server/http/as-form';
import {
  asStaff,
  formField,
  formValues,
  refusedFields,
} from '@/features/leads/server/actions/staff-lead-form';

const FIELDS = ['status', 'settled', 'payout', 'note'] as const;

/** The lead page's claim form (issue 48 point 4), with or without JavaScript. */
export async function updateClaimAction(
  _previous: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  form = asForm(form);
  const values = formValues(form, FIELDS);
  return asStaff(
    form,
    async (member, lead) => {
      const parsed = claimUpdateSchema.safeParse({
        status: values.status,
        settledPaise: values.settled.trim()
          ? (rupeesToPaise(values.settled) ?? Number.NaN)
          : undefined,
        // The form's payout select always sends a choice: it means something only when settling.
        payout: values.status === 'settled' ? values.payout || undefined : undefined,
        note: values.note,
      });
      if (!parsed.success)
        return refusedFields(fieldErrorsOf(parsed.error) as Record<string, string>, values, {
          settledPaise: 'settled',
        });
      const result = await adminUpdateClaim(
        member,
        formField(form, 'claimId') ?? '',
        parsed.data,
        lead,
      );
      if (!result.ok)
        return {
          error: result.reason === 'not_found' ? claimTexts.errors.notFound : result.message,
          values,
        };
      return {
        ok: true,
        message: t.updated(result.claim.number, claimTexts.statuses[result.claim.status]),
      };
    },
    { values, forbidden: t.forbidden, failed: t.failed },
  );
}
