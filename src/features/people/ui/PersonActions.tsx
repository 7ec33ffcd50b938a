'use client';

import { useActionState } from 'react';
import { peopleTexts, roleLabels } from '@/features/people/content';
import { USER_ROLES, type UserRole } from '@/features/people/rights';
import { initialStaffFormState } from '@/features/leads';
import { updateUserAction } from '@/features/people/server/actions/users';
import { FormAlert } from '@/components/ui/FormAlert';
import { controlClass, dangerSmall, primarySmall, secondarySmall } from '@/components/admin/styles';
import { InviteLink } from './InviteLink';

interface Person {
  id: string;
  name: string;
  role: UserRole;
  disabled: boolean;
}

/**
 * One person's controls: role, disable/enable, reset link. One form, the pressed button's
 * `intent` says which; works without JavaScript too.
 */
export function PersonActions({ person, isMe }: { person: Person; isMe: boolean }) {
  const [state, action] = useActionState(updateUserAction, initialStaffFormState);
  const roleId = `role-${person.id}`;
  return (
    <div className="mt-3 space-y-2 sm:mt-0 sm:max-w-md">
      <form action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={person.id} />
        <div>
          <label htmlFor={roleId} className="sr-only">
            {peopleTexts.roleFor(person.name)}
          </label>
          <select
            id={roleId}
            name="role"
            defaultValue={person.role}
            key={person.role}
            className={controlClass}
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="role" className={primarySmall}>
          {peopleTexts.saveRole}
          <span className="sr-only"> ({person.name})</span>
        </button>
        {person.disabled ? (
          <button type="submit" name="intent" value="enable" className={secondarySmall}>
            {peopleTexts.enable}
            <span className="sr-only"> ({person.name})</span>
          </button>
        ) : isMe ? null : (
          <button type="submit" name="intent" value="disable" className={dangerSmall}>
            {peopleTexts.disable}
            <span className="sr-only"> ({person.name})</span>
          </button>
        )}
        <button type="submit" name="intent" value="reset" className={secondarySmall}>
          {peopleTexts.reset}
          <span className="sr-only"> ({person.name})</span>
        </button>
      </form>
      <FormAlert message={state.error} />
      <div role="status">
        {state.ok ? (
          <div className="rounded-lg border-l-4 border-green-700 bg-green-50 px-3 py-2">
            <p className="font-medium text-green-900">{state.message}</p>
            {state.inviteUrl ? (
              <InviteLink url={state.inviteUrl} id={`link-${person.id}`} name={person.name} />
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
