import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotCheckFetch, createBotCheck, hasLeadingZeroNibbles } from '../../src/adapters/bot-check';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The challenge endpoint in memory: hands out scripted challenges (or failures) and records each call. */
class FakeChallengeEndpoint {
  readonly calls: string[] = [];
  private served = 0;

  constructor(private readonly answer: () => { status: number; body?: unknown } | 'network' = () => ({ status: 200, body: this.challenge() })) {}

  challenge(difficulty = 2) {
    this.served += 1;
    return { challengeId: `c0ffee00-0000-4000-8000-${String(this.served).padStart(12, '0')}`, difficulty, salt: `5a17${this.served}`.padEnd(32, '0') };
  }

  readonly fetch: BotCheckFetch = async (url, init) => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    this.calls.push(`${init.method} ${url}`);
    const outcome = this.answer();
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    return { status: outcome.status, json: async () => outcome.body };
  };
}

const origin = 'http://jrau.localhost:8080';

describe('bot check adapter', () => {
  it('fetches a challenge from the site and answers challengeId.nonce with the first nonce that does the work', async () => {
    const endpoint = new FakeChallengeEndpoint(() => ({ status: 200, body: { challengeId: 'c0ffee00-0000-4000-8000-000000000001', difficulty: 2, salt: 'a1b2c3d4e5f60718' } }));
    const token = await createBotCheck({ origin: `${origin}/`, fetch: endpoint.fetch }).token();
    expect(endpoint.calls).toEqual([`GET ${origin}/api/bff/bot-check/challenge`]);
    const [id, nonce] = token!.split('.');
    expect(id).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(sha256Hex(`a1b2c3d4e5f60718${nonce}`).startsWith('00')).toBe(true);
    for (let n = 0; n < Number(nonce); n += 1) expect(sha256Hex(`a1b2c3d4e5f60718${n}`).startsWith('00')).toBe(false);
  });

  it('solves the difficulty the server asks for (3 zero hex digits) with Subtle crypto', async () => {
    const fetch: BotCheckFetch = async () => ({ status: 200, json: async () => ({ challengeId: 'c0ffee00-0000-4000-8000-000000000003', difficulty: 3, salt: 'deadbeefdeadbeef' }) });
    const token = await createBotCheck({ origin, fetch, subtle: webcrypto.subtle as SubtleCrypto }).token();
    expect(sha256Hex(`deadbeefdeadbeef${token!.split('.')[1]}`).startsWith('000')).toBe(true);
  });

  it('runs only on our own sites’ hosts (isRecaptchaDomain): elsewhere it gives no token and asks nothing', async () => {
    const endpoint = new FakeChallengeEndpoint();
    const preview = createBotCheck({ origin: 'https://preview-1234.example.net', fetch: endpoint.fetch });
    expect(preview.runsHere).toBe(false);
    expect(await preview.token()).toBeUndefined();
    expect(endpoint.calls).toEqual([]);

    const configured = createBotCheck({ origin: 'https://rtau.shop.example', fetch: endpoint.fetch, domains: ['shop.example'] });
    expect(configured.runsHere).toBe(true);
    expect(await configured.token()).toMatch(/^[0-9a-f-]+\.\d+$/);
    // The page's own host decides, when it differs from the API origin.
    expect(createBotCheck({ origin, fetch: endpoint.fetch, host: 'images.localhost:8080' }).runsHere).toBe(false);
  });

  it('gives no token, never an exception, when the challenge cannot be had or breaks the contract', async () => {
    const outcomes: Array<{ status: number; body?: unknown } | 'network'> = [
      'network',
      { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } },
      { status: 200, body: { challengeId: 'c0ffee00-0000-4000-8000-000000000001', difficulty: 9, salt: 'a1b2c3d4e5f60718' } },
      { status: 200, body: 'not json' },
      { status: 200, body: { challengeId: '../etc', difficulty: 2, salt: 'a1b2c3d4' } },
    ];
    for (const outcome of outcomes) {
      const endpoint = new FakeChallengeEndpoint(() => outcome);
      expect(await createBotCheck({ origin, fetch: endpoint.fetch }).token(), JSON.stringify(outcome)).toBeUndefined();
    }
  });

  it('gives up when the work runs past its bound or the call is cancelled', async () => {
    const endpoint = new FakeChallengeEndpoint(() => ({ status: 200, body: { challengeId: 'c0ffee00-0000-4000-8000-000000000001', difficulty: 6, salt: 'a1b2c3d4e5f60718' } }));
    expect(await createBotCheck({ origin, fetch: endpoint.fetch, maxAttempts: 100 }).token()).toBeUndefined();
    const controller = new AbortController();
    controller.abort();
    expect(await createBotCheck({ origin, fetch: new FakeChallengeEndpoint().fetch }).token({ signal: controller.signal })).toBeUndefined();
  });

  it('reads leading zero hex digits from the digest bytes', () => {
    expect(hasLeadingZeroNibbles(Uint8Array.of(0x00, 0x0f), 3)).toBe(true);
    expect(hasLeadingZeroNibbles(Uint8Array.of(0x00, 0x10), 3)).toBe(false);
    expect(hasLeadingZeroNibbles(Uint8Array.of(0x0f), 1)).toBe(true);
    expect(hasLeadingZeroNibbles(Uint8Array.of(0x10), 1)).toBe(false);
    expect(hasLeadingZeroNibbles(Uint8Array.of(0x00), 3)).toBe(false);
  });
});
