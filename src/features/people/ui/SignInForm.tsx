'use client';

import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { signInTexts } from '@/features/people/content';
import { initialSignInState } from '@/features/people/sign-in-form';
import { signInAction } from '@/features/people/server/actions/session';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/Field';

function Submit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending} className="w-full">
      {pending ? signInTexts.submitting : signInTexts.submit}
    </Button>
  );
}

/** Posts to the sign-in server action; without JavaScript the same form posts plainly. */
export function SignInForm({ next, notice }: { next: string; notice?: string }) {
  const [state, action] = useActionState(signInAction, initialSignInState);
  const message = state.error ?? state.emailError ?? state.fieldError;
  return (
    <form action={action} className="space-y-5" noValidate>
      <FormAlert message={message} />
      {notice && !message ? (
        <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 font-medium text-brand-900">
          {notice}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <TextField
        id="admin-email"
        name="email"
        type="text"
        inputMode="email"
        label={signInTexts.emailLabel}
        hint={signInTexts.emailHint}
        autoComplete="username"
        autoFocus
        maxLength={254}
        defaultValue={state.email}
        key={state.email ?? ''}
        error={state.emailError}
      />
      <TextField
        id="admin-password"
        name="password"
        type="password"
        label={signInTexts.passwordLabel}
        autoComplete="current-password"
        required
        maxLength={200}
        error={state.fieldError}
      />
      <Submit />
    </form>
  );
}
