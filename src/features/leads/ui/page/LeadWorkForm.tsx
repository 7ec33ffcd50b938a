'use client';

import { useActionState } from 'react';
import { leadPageTexts, statusLabels } from '@/features/leads/content/staff';
import {
  CANCEL_REASONS,
  cancelReasonLabels,
  cancelReasonTexts,
} from '@/features/leads/content/cancel-reasons';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { LEAD_STATUSES } from '@/features/leads/lead-types';
import { initialStaffFormState } from '@/features/leads/forms/staff-forms';
import type { LeadDetail } from '@/features/leads/staff-views';
import { updateLeadAction } from '@/features/leads/server/actions/lead-page';
import { SelectField, TextField } from '@/components/ui/Field';
import { FormResult } from '@/components/admin/FormResult';
import { primarySmall, secondarySmall } from '@/components/admin/styles';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { ForceDoneFields } from '@/features/move-day/ui/ForceDoneFields';

interface Props {
  lead: LeadDetail;
  people: { id: string; name: string }[];
  me: string;
  /** The move's day, when the viewer may mark it done before it (the owner) and it is to come. */
  forceDoneBefore?: string | null;
}

/**
 * Status, assignee, follow-up day. The two quick buttons (assign to me, mark contacted) send
 * only their `intent`; Save sends the three fields as they are. Works without JavaScript.
 */
export function LeadWorkForm({ lead, people, me, forceDoneBefore }: Props) {
  const [state, action] = useActionState(updateLeadAction, initialStaffFormState);
  const version = `${lead.status}-${lead.assigneeId ?? ''}-${lead.followUpOn ?? ''}`;
  return (
    <form action={action} className="space-y-4" noValidate key={version}>
      <FormResult state={state} />
      <input type="hidden" name="type" value={LEAD_KINDS[lead.kind].type} />
      <input type="hidden" name="id" value={lead.id} />
      <div className="flex flex-wrap gap-2">
        {lead.assigneeId !== me ? (
          <button type="submit" name="intent" value="assign-me" className={secondarySmall}>
            {leadPageTexts.assignMe}
          </button>
        ) : null}
        {lead.status === 'new' ? (
          <button type="submit" name="intent" value="contacted" className={primarySmall}>
            {leadPageTexts.markContacted}
          </button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id="lead-status"
          name="status"
          label={leadPageTexts.statusLabel}
          defaultValue={lead.status}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="lead-cancel-reason"
          name="cancelReason"
          label={cancelReasonTexts.label}
          hint={cancelReasonTexts.hint}
          defaultValue=""
          error={state.fieldErrors?.cancelReason}
        >
          <option value="">{cancelReasonTexts.none}</option>
          {CANCEL_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {cancelReasonLabels[reason]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="lead-assignee"
          name="assigneeId"
          label={leadPageTexts.assigneeLabel}
          defaultValue={lead.assigneeId ?? ''}
          error={state.fieldErrors?.assigneeId}
        >
          <option value="">{leadPageTexts.nobody}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.id === me ? `${person.name} (${leadPageTexts.assignedToYou})` : person.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="lead-follow-up"
          name="followUpOn"
          type="date"
          label={leadPageTexts.followUpLabel}
          hint={leadPageTexts.followUpHint}
          defaultValue={lead.followUpOn ?? ''}
          error={state.fieldErrors?.followUpOn}
        />
      </div>
      {forceDoneBefore ? (
        <ForceDoneFields moveDate={forceDoneBefore} error={state.fieldErrors?.reason} />
      ) : null}
      <FormSubmit label={leadPageTexts.save} sendingLabel={leadPageTexts.saving} />
    </form>
  );
}
