'use client';

import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { inviteTexts } from '@/features/people/content';
import { initialStaffFormState } from '@/features/leads';
import { acceptInviteAction } from '@/features/people/server/actions/invite';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/Field';

function Submit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending} className="w-full">
      {pending ? inviteTexts.submitting : inviteTexts.submit}
    </Button>
  );
}

/** Posts to the invite action; without JavaScript the same form posts plainly. */
export function InviteForm({ token }: { token: string }) {
  const [state, action] = useActionState(acceptInviteAction, initialStaffFormState);
  return (
    <form action={action} className="space-y-5" noValidate>
      <FormAlert message={state.error ?? state.fieldErrors?.password} />
      <input type="hidden" name="token" value={token} />
      <TextField
        id="invite-password"
        name="password"
        type="password"
        label={inviteTexts.passwordLabel}
        hint={inviteTexts.passwordHint}
        autoComplete="new-password"
        required
        autoFocus
        minLength={12}
        maxLength={200}
        error={state.fieldErrors?.password}
      />
      <Submit />
    </form>
  );
}
