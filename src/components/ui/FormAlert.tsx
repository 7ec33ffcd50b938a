'use client';

import { useEffect, useRef } from 'react';

/**
 * The one live region of a form. It is always in the page (empty when quiet) so screen
 * readers announce a message the moment it appears.
 *
 * A message that appears after the page has loaded is also brought where the eye is: on a
 * phone the alert sits at the top of a long form, far above the button just pressed. It takes
 * the focus (so the page scrolls to it and a keyboard goes on from there) unless the form has
 * already put the focus in one of its fields, as it does for a field to correct.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string;
  tone?: 'error' | 'success';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(message);
  useEffect(() => {
    if (message === shown.current) return;
    shown.current = message;
    const alert = ref.current;
    if (!message || !alert) return;
    const focused = document.activeElement;
    const inField =
      (focused instanceof HTMLInputElement ||
        focused instanceof HTMLSelectElement ||
        focused instanceof HTMLTextAreaElement) &&
      focused.form === alert.closest('form');
    if (!inField) alert.focus();
  }, [message]);
  const style =
    tone === 'error'
      ? 'border-red-700 bg-red-50 text-red-800'
      : 'border-green-700 bg-green-50 text-green-800';
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={
        message
          ? `scroll-mt-24 rounded-lg border-l-4 px-4 py-3 font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${style}`
          : undefined
      }
    >
      {message}
    </div>
  );
}
