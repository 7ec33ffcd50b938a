/** What the /track claim form shows after a send: the claim's number, or what to put right. */
export interface ClaimFormState {
  ok?: boolean;
  message?: string;
  error?: string;
  /** Keyed as the form's fields: `description`, `items`, `label-0`, `photos-1`… */
  fieldErrors?: Record<string, string>;
}
