'use client';

import { useActionState } from 'react';
import { accountTexts } from '@/features/people/content';
import type { OwnAccount } from '@/features/leads';
import { initialStaffFormState } from '@/features/leads';
import { updateAccountAction } from '@/features/people/server/actions/account';
import { TextField } from '@/components/ui/Field';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormSubmit } from '@/components/admin/FormSubmit';

/**
 * Name, and the sign-in email for a role that may change it (no field otherwise: the email is
 * shown as text). After a save the message takes the focus; without JavaScript the same form
 * posts plainly and the page answers with it.
 */
export function AccountForm({ account }: { account: OwnAccount }) {
  const [state, action] = useActionState(updateAccountAction, initialStaffFormState);
  const values = state.values ?? {};
  const name = values.name ?? account.name;
  const email = values.email ?? account.email ?? '';
  return (
    <form action={action} noValidate className="space-y-5">
      <FormAlert message={state.error} />
      <FormAlert message={state.ok ? state.message : undefined} tone="success" />
      <TextField
        id="account-name"
        name="name"
        label={accountTexts.nameLabel}
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={name}
        key={`name-${name}`}
        error={state.fieldErrors?.name}
      />
      {account.mayChangeEmail ? (
        <TextField
          id="account-email"
          name="email"
          type="email"
          label={accountTexts.emailLabel}
          hint={account.emailOptional ? accountTexts.emailHintShared : accountTexts.emailHint}
          autoComplete="username"
          required={!account.emailOptional}
          maxLength={254}
          defaultValue={email}
          key={`email-${email}`}
          error={state.fieldErrors?.email}
        />
      ) : null}
      <FormSubmit label={accountTexts.save} sendingLabel={accountTexts.saving} />
    </form>
  );
}
