import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with a per-user salt, stored as scrypt$N$r$p$salt$hash (base64url). N = 2^14, r = 8, p = 1
 * is the interactive-login cost of RFC 7914 §2 and keeps a sign-in near 50 ms.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Constant-time compare; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = [Number(n), Number(r), Number(p)];
  if (cost.some((v) => !Number.isInteger(v) || v <= 0) || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost[0]!, cost[1]!, cost[2]!);
  return timingSafeEqual(actual, expected);
}

/**
 * A fixed hash to verify against when the email is unknown, so an unknown account costs the same time
 * as a wrong password and the answer time does not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(12).toString('hex')));
