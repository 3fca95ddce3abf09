/** How long a claimed row is the claimer's: well over the SMTP adapter's longest wait, so a live send is never taken over. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** A mail not taken after three days of tries is given up (and logged), as mail servers do with their own queues. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
/** The sender looks for due mail this often, besides right after each write. */
export const POLL_MS = 5_000;

/** The wait before try n+1 after n failed tries: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedTries - 1), 60 * 60_000);
}
