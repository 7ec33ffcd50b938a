/**
 * The one live region of a form. It is always in the page (empty when quiet) so screen
 * readers announce a message the moment it appears.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string;
  tone?: 'error' | 'success';
}) {
  const style =
    tone === 'error'
      ? 'border-red-700 bg-red-50 text-red-800'
      : 'border-green-700 bg-green-50 text-green-800';
  return (
    <div
      role="alert"
      className={message ? `rounded-lg border-l-4 px-4 py-3 font-medium ${style}` : undefined}
    >
      {message}
    </div>
  );
}
