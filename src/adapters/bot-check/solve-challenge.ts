import type { BotCheckChallenge } from '../../../contract/bot-check';

/**
 * SHA-256 in plain JavaScript, for the bot check's work. Subtle crypto costs a promise and a trip to
 * another thread per digest (about 20,000 a second on a throttled phone-like CPU), while this loop
 * hashes several times as many in the same time: the faster the shopper's browser does the work, the
 * harder a challenge the server can ask for in one second, and the more it costs a script.
 */
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** Hashes one message of ASCII text into `state` (eight words), reusing the caller's buffers. */
class Sha256 {
  private readonly w = new Int32Array(64);
  readonly state = new Int32Array(8);
  private bytes = new Uint8Array(64);
  private words = new Int32Array(16);

  /** The digest of `text` (one byte a character: the salt's hex and the nonce's digits are ASCII). */
  digest(text: string): Int32Array {
    const blocks = (text.length + 9 + 63) >> 6;
    if (this.bytes.length !== blocks * 64) {
      this.bytes = new Uint8Array(blocks * 64);
      this.words = new Int32Array(blocks * 16);
    }
    const { bytes, words } = this;
    bytes.fill(0);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    bytes[text.length] = 0x80;
    const bits = text.length * 8;
    bytes[bytes.length - 2] = bits >>> 8;
    bytes[bytes.length - 1] = bits & 0xff;
    for (let i = 0; i < words.length; i += 1)
      words[i] = (bytes[4 * i]! << 24) | (bytes[4 * i + 1]! << 16) | (bytes[4 * i + 2]! << 8) | bytes[4 * i + 3]!;
    this.state.set(IV);
    for (let block = 0; block < blocks; block += 1) this.compress(block * 16);
    return this.state;
  }

  private compress(offset: number): void {
    const { w, words, state } = this;
    for (let i = 0; i < 16; i += 1) w[i] = words[offset + i]!;
    for (let i = 16; i < 64; i += 1) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = state[0]!;
    let b = state[1]!;
    let c = state[2]!;
    let d = state[3]!;
    let e = state[4]!;
    let f = state[5]!;
    let g = state[6]!;
    let h = state[7]!;
    for (let i = 0; i < 64; i += 1) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
    state[4] = (state[4]! + e) | 0;
    state[5] = (state[5]! + f) | 0;
    state[6] = (state[6]! + g) | 0;
    state[7] = (state[7]! + h) | 0;
  }
}

/** The sha256 digest of ASCII text, as hex (for tests and tools: the solver reads the words directly). */
export function sha256Hex(text: string): string {
  return Array.from(new Sha256().digest(text), (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

/** Whether a digest's first word starts with `difficulty` zero bits (at most 32: BOT_CHECK_MAX_DIFFICULTY is below). */
export const hasLeadingZeroBits = (firstWord: number, difficulty: number): boolean => Math.clz32(firstWord) >= difficulty;

/** Hands the page back its thread between slices of work, without the 4 ms clamp of nested timers. */
function yieldToPage(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How long the work may hold the page's thread before it lets a tap or a frame through. */
const SLICE_MS = 25;

/**
 * Finds the first nonce n (0, 1, 2 …) such that sha256(salt + n) starts with `difficulty` zero bits,
 * in slices that leave the page responsive. Gives up (undefined) after `maxAttempts` or when the signal aborts.
 */
export async function solveChallenge(
  challenge: BotCheckChallenge,
  options: { readonly maxAttempts?: number; readonly signal?: AbortSignal } = {},
): Promise<string | undefined> {
  const sha = new Sha256();
  // 32 times the expected work: the chance of a solvable challenge running out is e^-32.
  const maxAttempts = options.maxAttempts ?? 32 * 2 ** challenge.difficulty;
  let nonce = 0;
  while (nonce < maxAttempts) {
    if (options.signal?.aborted) return undefined;
    const sliceStart = performance.now();
    do {
      const end = Math.min(maxAttempts, nonce + 512);
      for (; nonce < end; nonce += 1) {
        if (hasLeadingZeroBits(sha.digest(challenge.salt + nonce)[0]!, challenge.difficulty)) return String(nonce);
      }
    } while (nonce < maxAttempts && performance.now() - sliceStart < SLICE_MS);
    await yieldToPage();
  }
  return undefined;
}
