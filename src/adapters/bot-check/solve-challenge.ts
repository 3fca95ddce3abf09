import type { BotCheckChallenge } from '../../../contract/bot-check';

/** Digests in flight at once: the browser hashes them in parallel, so a batch costs little more than one. */
const BATCH = 32;

/** Whether a digest starts with `difficulty` zero hex digits (nibbles), read from the bytes. */
export function hasLeadingZeroNibbles(digest: Uint8Array, difficulty: number): boolean {
  for (let i = 0; i < difficulty; i += 1) {
    const byte = digest[i >> 1] ?? 0xff;
    if ((i % 2 === 0 ? byte >> 4 : byte & 0x0f) !== 0) return false;
  }
  return true;
}

/**
 * Finds the first nonce n (0, 1, 2 …) such that sha256(salt + n) starts with `difficulty` zero hex
 * digits, with Subtle crypto. Gives up (undefined) after `maxAttempts` or when the signal aborts.
 */
export async function solveChallenge(
  challenge: BotCheckChallenge,
  subtle: SubtleCrypto,
  options: { readonly maxAttempts?: number; readonly signal?: AbortSignal } = {},
): Promise<string | undefined> {
  const encoder = new TextEncoder();
  // 32 times the expected work: the chance of a solvable challenge running out is e^-32.
  const maxAttempts = options.maxAttempts ?? 32 * 16 ** challenge.difficulty;
  for (let start = 0; start < maxAttempts; start += BATCH) {
    if (options.signal?.aborted) return undefined;
    const nonces = Array.from({ length: Math.min(BATCH, maxAttempts - start) }, (_, i) => String(start + i));
    const digests = await Promise.all(nonces.map((nonce) => subtle.digest('SHA-256', encoder.encode(challenge.salt + nonce))));
    const found = digests.findIndex((digest) => hasLeadingZeroNibbles(new Uint8Array(digest), challenge.difficulty));
    if (found >= 0) return nonces[found];
  }
  return undefined;
}
