import { AUTH_MESSAGES } from '../../../contract/auth';
import type { SiteCode } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { botCheckRequired, tooMany } from '../refusal';
import { BOT_CHECK_DIFFICULTY, verifyBotCheck } from '../limits/bot-check';
import { LIMITS, type Limit, counter, lockedCounters, recordFailure } from '../limits/rate-limit';

/** A call whose answer tells whether an account has an email: its two limits per address, and what a 429 says. */
export interface AccountProbe {
  /** Answers given freely; past it, each needs a solved bot check. */
  readonly free: Limit;
  /** Answers at all; past it, 429 until the lock ends. */
  readonly most: Limit;
  readonly tooMany: string;
}

export const ACCOUNT_PROBES = {
  signUp: { free: LIMITS.signUpFree, most: LIMITS.signUpAddress, tooMany: AUTH_MESSAGES.tooManySignUps },
  customerExists: { free: LIMITS.customerExistsFree, most: LIMITS.customerExists, tooMany: AUTH_MESSAGES.tooManyChecks },
} as const satisfies Record<string, AccountProbe>;

/**
 * Admits one call that tells whether an account exists (sign-up's "already exists", checkCustomerExists)
 * from a client address, or throws: a few answers, then each costs a solved bot check (428 without one,
 * which the shop's client answers unseen), then 429 (issue: enumeration slowed). Only answered calls
 * count: a 428 tells nothing. The check, the spending of the token and the count are one transaction,
 * so calls at once cannot all slip under a limit.
 */
export async function admitAccountProbe(
  db: Db,
  probe: AccountProbe,
  input: { readonly site: SiteCode; readonly address: string; readonly botCheckToken: string | undefined },
  now: number,
): Promise<void> {
  const free = counter(probe.free, input.address);
  const most = counter(probe.most, input.address);
  const gate = await transact(db, async (tx) => {
    const locked = await lockedCounters(tx, [free, most], now);
    if (locked.includes(most)) return 'tooMany' as const;
    if (locked.includes(free) && !(await verifyBotCheck(tx, input.site, input.botCheckToken, now))) return 'botCheck' as const;
    await recordFailure(tx, [free, most], now);
    return 'admitted' as const;
  });
  if (gate === 'tooMany') throw tooMany(probe.tooMany);
  if (gate === 'botCheck') throw botCheckRequired(AUTH_MESSAGES.botCheckRequiredToSend, BOT_CHECK_DIFFICULTY);
}
