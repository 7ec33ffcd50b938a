import { Button, type ButtonSize, type ButtonVariant } from './Button';

/**
 * A form's send button. While the request runs it reads `sendingLabel` and is announced
 * through a status region; it stays focusable (aria-disabled, not disabled) so focus is not
 * lost, and the form ignores a second submit.
 */
export function SubmitButton({
  pending,
  label,
  sendingLabel,
  className,
  variant,
  size,
  testId,
}: {
  pending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  testId?: string;
}) {
  return (
    <>
      <span role="status" className="sr-only">
        {pending ? sendingLabel : ''}
      </span>
      <Button
        type="submit"
        aria-disabled={pending || undefined}
        className={className}
        variant={variant}
        size={size}
        data-testid={testId}
      >
        {pending ? sendingLabel : label}
      </Button>
    </>
  );
}
