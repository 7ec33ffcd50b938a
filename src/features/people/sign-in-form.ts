/** What the sign-in action answers; the form renders from it with or without JavaScript. */
export interface SignInState {
  error?: string;
  fieldError?: string;
  emailError?: string;
  /** The email typed, kept after a failure. */
  email?: string;
}

export const initialSignInState: SignInState = {};
