/** What the invite, people and lead-page actions answer; forms render from it with or without JavaScript. */
export interface StaffFormState {
  ok?: boolean;
  message?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  /** A one-time link the owner hands over (new person, or a reset). */
  inviteUrl?: string;
  /** Whose link it is: the WhatsApp message greets them. */
  inviteFor?: string;
  /** What was typed, kept after a failure. */
  values?: Record<string, string>;
}

export const initialStaffFormState: StaffFormState = {};

/**
 * A staff form's field props from the form's last answer: its id (`prefix-name`), what was
 * typed before a refusal (else `fallback`) and its message.
 */
export function staffFields(state: StaffFormState, prefix: string) {
  return (name: string, fallback = '') => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: state.values?.[name] ?? fallback,
    error: state.fieldErrors?.[name],
  });
}
