'use client';

import { useActionState } from 'react';
import { leadPageTexts } from '@/features/leads/content/staff';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { initialStaffFormState } from '@/features/leads/forms/staff-forms';
import { addNoteAction } from '@/features/leads/server/actions/lead-page';
import { TextAreaField } from '@/components/ui/Field';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormSubmit } from '@/components/admin/FormSubmit';

/** Adds a note; after a success the box is empty again (a new key remounts it). */
export function NoteForm({ kind, id, count }: { kind: LeadKind; id: string; count: number }) {
  const [state, action] = useActionState(addNoteAction, initialStaffFormState);
  return (
    <form action={action} className="space-y-3" noValidate>
      <FormAlert message={state.error} />
      <div role="status" className="sr-only">
        {state.ok ? state.message : ''}
      </div>
      <input type="hidden" name="type" value={LEAD_KINDS[kind].type} />
      <input type="hidden" name="id" value={id} />
      <TextAreaField
        key={`note-${count}`}
        id="note-text"
        name="text"
        label={leadPageTexts.noteLabel}
        hint={leadPageTexts.noteHint}
        maxLength={4000}
        rows={3}
        defaultValue={state.ok ? '' : state.values?.text}
        error={state.fieldErrors?.text}
      />
      <FormSubmit label={leadPageTexts.addNote} sendingLabel={leadPageTexts.addingNote} />
    </form>
  );
}
