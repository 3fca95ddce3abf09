/** Spec §8 Sign-in: what the shopper reads for each error code the session service puts in the url. */
const SIGN_IN_ERROR_TEXT: Readonly<Record<string, string>> = {
  CredentialsSignin: 'The email or password is not right. Check them and try again.',
  TooManyAttempts: 'Too many sign-in attempts. Try again in 15 minutes.',
  AccountDisabled: 'This account is disabled. Contact us if you would like it back.',
  SessionRequired: 'Please sign in to continue.',
  BotCheckRequired: 'We could not check your browser. Please try again.',
};

export const signInErrorMessage = (code: string | null): string =>
  code ? (SIGN_IN_ERROR_TEXT[code] ?? 'Something went wrong while signing in. Please try again.') : '';

/** The password rules of the sign-up and reset forms (contract/auth.ts NewPassword), each with whether it holds. */
export function passwordRules(password: string): ReadonlyArray<{ readonly rule: string; readonly met: boolean }> {
  return [
    { rule: 'At least 10 characters', met: password.length >= 10 },
    { rule: 'A letter', met: /[A-Za-z]/.test(password) },
    { rule: 'A digit', met: /[0-9]/.test(password) },
  ];
}

export const passwordAcceptable = (password: string): boolean => password.length <= 200 && passwordRules(password).every((r) => r.met);
