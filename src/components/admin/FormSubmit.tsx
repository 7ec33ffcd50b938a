'use client';

import { useFormStatus } from 'react-dom';
import { SubmitButton } from '@/components/ui/SubmitButton';

/** The shared SubmitButton, pending while its own form's action runs. */
export function FormSubmit({
  label,
  sendingLabel,
  className,
}: {
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <SubmitButton
      pending={pending}
      label={label}
      sendingLabel={sendingLabel}
      className={className}
    />
  );
}
