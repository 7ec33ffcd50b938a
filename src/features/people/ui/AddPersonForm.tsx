'use client';

import { useActionState } from 'react';
import { peopleTexts, roleLabels } from '@/features/people/content';
import { USER_ROLES } from '@/features/people/rights';
import { initialStaffFormState } from '@/features/leads';
import { addUserAction } from '@/features/people/server/actions/users';
import { SelectField, TextField } from '@/components/ui/Field';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { InviteLink } from './InviteLink';

/** Name, email, role → the new person's one-time link, shown right here. */
export function AddPersonForm() {
  const [state, action] = useActionState(addUserAction, initialStaffFormState);
  const values = state.values ?? {};
  return (
    <section
      aria-labelledby="add-person"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="add-person" className="text-xl font-bold text-brand-900">
        {peopleTexts.addHeading}
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-slate-700">{peopleTexts.addIntro}</p>
      <FormAlert message={state.error} />
      {state.ok ? (
        <div
          role="status"
          className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3"
        >
          <p className="font-medium text-green-900">{state.message}</p>
          {state.inviteUrl ? (
            <InviteLink url={state.inviteUrl} id="new-person-link" name={state.inviteFor ?? ''} />
          ) : null}
        </div>
      ) : null}
      <form action={action} noValidate className="grid gap-4 sm:grid-cols-4 sm:items-start">
        <TextField
          id="person-name"
          name="name"
          label={peopleTexts.name}
          autoComplete="off"
          required
          maxLength={100}
          defaultValue={values.name}
          key={`name-${values.name ?? ''}`}
          error={state.fieldErrors?.name}
        />
        <TextField
          id="person-email"
          name="email"
          type="email"
          label={peopleTexts.email}
          autoComplete="off"
          maxLength={254}
          defaultValue={values.email}
          key={`email-${values.email ?? ''}`}
          error={state.fieldErrors?.email}
        />
        <TextField
          id="person-phone"
          name="phone"
          type="tel"
          label={peopleTexts.phone}
          hint={peopleTexts.phoneHint}
          autoComplete="off"
          maxLength={20}
          defaultValue={values.phone}
          key={`phone-${values.phone ?? ''}`}
          error={state.fieldErrors?.phone}
        />
        <SelectField
          id="person-role"
          name="role"
          label={peopleTexts.role}
          defaultValue={values.role || 'staff'}
          key={`role-${values.role ?? ''}`}
          error={state.fieldErrors?.role}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-4">
          <FormSubmit label={peopleTexts.add} sendingLabel={peopleTexts.adding} />
        </div>
      </form>
    </section>
  );
}
