/** What the sign-in action answers; the form renders from it with or without JavaScript. */
export interface SignInState {
  error?: string;
  fieldError?: string;
}

export const initialSignInState: SignInState = {};
