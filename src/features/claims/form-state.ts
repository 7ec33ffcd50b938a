/** What the /track claim form shows after a send: the claim's number, or what to put right. */
export interface ClaimFormState {
  ok?: boolean;
  message?: string;
  error?: string;
  /** Keyed as the schema names them: `description`, `items`, `items.0.label`… */
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export const initialClaimFormState: ClaimFormState = {};
