import type { SessionToken } from '../session';

/** Spec §6: analytics user_status. */
export type UserStatus = 'Logged in' | 'Anonymous';

/** No token yet (or a token not signed in) reports the visitor as anonymous. */
export const userStatus = (token: Pick<SessionToken, 'isLoggedIn'> | null | undefined): UserStatus =>
  token?.isLoggedIn === true ? 'Logged in' : 'Anonymous';
