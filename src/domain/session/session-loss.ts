import { signInErrorMessage } from './sign-in-errors';

/** Spec §8 Other call errors. */
export const REFRESH_FAILED_MESSAGE = 'Error generating refresh token';
export const CANCELLED_MESSAGE = 'Operation canceled by the user.';

/** What the shopper is told when their session was replaced. */
export type SessionLoss = 'signedOut' | 'accountDisabled' | 'cartNotKept';

export const SESSION_LOSS_MESSAGES: Readonly<Record<SessionLoss, string>> = {
  signedOut: "You've been signed out",
  accountDisabled: `You've been signed out. ${signInErrorMessage('AccountDisabled')}`,
  cartNotKept: 'Your session ended, so your cart could not be kept',
};

/**
 * A signed-in customer whose refresh was refused is signed out, and told; when the server says the account
 * is disabled (spec §6), told that too. An anonymous shopper is told only when there was a cart to lose and
 * the server did not hand it over to the new identity.
 */
export function sessionLossNotice(loss: {
  readonly wasLoggedIn: boolean;
  readonly cartHandedOver: boolean;
  readonly cartHadLines: boolean;
  readonly accountDisabled?: boolean;
}): SessionLoss | null {
  if (loss.wasLoggedIn) return loss.accountDisabled ? 'accountDisabled' : 'signedOut';
  return loss.cartHandedOver || !loss.cartHadLines ? null : 'cartNotKept';
}
