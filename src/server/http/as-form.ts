import 'server-only';

/**
 * A server action's form, or an empty one when a hand-made call passed something else: the
 * action then answers as to an empty form (its own "please fill in" state) instead of throwing
 * into a 500. The front server already refuses an encoding no browser uses (400); this covers a
 * call in a browser's encoding whose arguments are not the form our pages send.
 */
export function asForm(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}
