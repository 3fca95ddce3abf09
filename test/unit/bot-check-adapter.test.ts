import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { meetsDifficulty } from '../../server/services/limits/bot-check';
import { SIGN_IN_SCRIPT } from '../../server/services/auth/session-service-pages';
import { type BotCheckFetch, createBotCheck, hasLeadingZeroBits, sha256Hex as solverSha256Hex } from '../../src/adapters/bot-check';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
/** Leading zero bits of a hex digest, read as the server reads them. */
const zeroBits = (hex: string) => Math.clz32(Number.parseInt(hex.slice(0, 8), 16));

/** The challenge endpoint in memory: hands out scripted challenges (or failures) and records each call. */
class FakeChallengeEndpoint {
  readonly calls: string[] = [];
  private served = 0;

  constructor(private readonly answer: () => { status: number; body?: unknown } | 'network' = () => ({ status: 200, body: this.challenge() })) {}

  challenge(difficulty = 8) {
    this.served += 1;
    return {
      challengeId: `c0ffee00-0000-4000-8000-${String(this.served).padStart(12, '0')}`,
      difficulty,
      salt: `5a17${this.served}`.padEnd(32, '0'),
    };
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
    const endpoint = new FakeChallengeEndpoint(() => ({
      status: 200,
      body: { challengeId: 'c0ffee00-0000-4000-8000-000000000001', difficulty: 8, salt: 'a1b2c3d4e5f60718' },
    }));
    const token = await createBotCheck({ origin: `${origin}/`, fetch: endpoint.fetch }).token();
    expect(endpoint.calls).toEqual([`GET ${origin}/api/bff/bot-check/challenge`]);
    const [id, nonce] = token!.split('.');
    expect(id).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(zeroBits(sha256Hex(`a1b2c3d4e5f60718${nonce}`))).toBeGreaterThanOrEqual(8);
    for (let n = 0; n < Number(nonce); n += 1) expect(zeroBits(sha256Hex(`a1b2c3d4e5f60718${n}`))).toBeLessThan(8);
  });

  it('asks for the difficulty a step-up named, and its work passes the server’s check', async () => {
    const endpoint = new FakeChallengeEndpoint(() => ({
      status: 200,
      body: { challengeId: 'c0ffee00-0000-4000-8000-000000000003', difficulty: 13, salt: '5a175a175a175a175a175a175a175a17' },
    }));
    const token = await createBotCheck({ origin, fetch: endpoint.fetch }).token({ difficulty: 13 });
    expect(endpoint.calls).toEqual([`GET ${origin}/api/bff/bot-check/challenge?difficulty=13`]);
    expect(meetsDifficulty('5a175a175a175a175a175a175a175a17', token!.split('.')[1]!, 13)).toBe(true);
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
      { status: 200, body: { challengeId: 'c0ffee00-0000-4000-8000-000000000001', difficulty: 25, salt: 'a1b2c3d4e5f60718' } },
      { status: 200, body: 'not json' },
      { status: 200, body: { challengeId: '../etc', difficulty: 2, salt: 'a1b2c3d4' } },
    ];
    for (const outcome of outcomes) {
      const endpoint = new FakeChallengeEndpoint(() => outcome);
      expect(await createBotCheck({ origin, fetch: endpoint.fetch }).token(), JSON.stringify(outcome)).toBeUndefined();
    }
  });

  it('gives up when the work runs past its bound or the call is cancelled', async () => {
    const endpoint = new FakeChallengeEndpoint(() => ({
      status: 200,
      body: { challengeId: 'c0ffee00-0000-4000-8000-000000000001', difficulty: 24, salt: 'a1b2c3d4e5f60718' },
    }));
    expect(await createBotCheck({ origin, fetch: endpoint.fetch, maxAttempts: 100 }).token()).toBeUndefined();
    const controller = new AbortController();
    controller.abort();
    expect(await createBotCheck({ origin, fetch: new FakeChallengeEndpoint().fetch }).token({ signal: controller.signal })).toBeUndefined();
  });

  it('reads leading zero bits from the digest’s first word', () => {
    expect(hasLeadingZeroBits(0x0000ffff, 16)).toBe(true);
    expect(hasLeadingZeroBits(0x00010000, 16)).toBe(false);
    expect(hasLeadingZeroBits(0x1fffffff, 3)).toBe(true);
    expect(hasLeadingZeroBits(0x20000000, 3)).toBe(false);
    expect(hasLeadingZeroBits(0xffffffff | 0, 1)).toBe(false);
    expect(hasLeadingZeroBits(0, 24)).toBe(true);
  });

  it('hashes as Node’s sha256 does, across block boundaries', () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(119), 'a'.repeat(120)];
    for (let i = 0; i < 200; i += 1) texts.push(randomBytes(16).toString('hex') + String(i * 7919));
    for (const text of texts) expect(solverSha256Hex(text), text).toBe(sha256Hex(text));
  });

  it('the sign-in page’s own script finds the same first nonce as the client, at the difficulty its url names', async () => {
    const salt = '0123456789abcdef0123456789abcdef';
    const asked: string[] = [];
    const fields = { botCheckToken: { value: '' } };
    let onSubmit: ((event: { preventDefault(): void }) => Promise<void>) | undefined;
    const form = {
      dataset: { botCheck: '/api/bff/bot-check/challenge' },
      elements: fields,
      querySelector: () => null,
      addEventListener: (_type: string, handler: typeof onSubmit) => (onSubmit = handler),
      submit: () => undefined,
    };
    const fetch = async (url: string) => {
      asked.push(url);
      return { ok: true, json: async () => ({ challengeId: 'c0ffee00-0000-4000-8000-000000000009', difficulty: 12, salt }) };
    };
    new Function('document', 'fetch', 'location', SIGN_IN_SCRIPT)({ querySelector: () => form }, fetch, {
      search: '?error=BotCheckRequired&botCheckDifficulty=12',
    });
    await onSubmit!({ preventDefault: () => undefined });
    expect(asked).toEqual(['/api/bff/bot-check/challenge?difficulty=12']);
    const client = await createBotCheck({
      origin,
      fetch: async () => ({ status: 200, json: async () => ({ challengeId: 'c0ffee00-0000-4000-8000-000000000009', difficulty: 12, salt }) }),
    }).token();
    expect(fields.botCheckToken.value).toBe(client);
    expect(meetsDifficulty(salt, client!.split('.')[1]!, 12)).toBe(true);
  });
});
