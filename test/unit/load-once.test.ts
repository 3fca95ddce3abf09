import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/adapters/http';

describe('code that loads with its first call', () => {
  it('is asked for once by callers that come together', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ n: (loads += 1) }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  it('is asked for again after a failed load, whoever asked first: one blip does not break the tab for good', async () => {
    let online = false;
    const load = loadOnce(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: /assets/transport.js');
      return 'transport';
    });
    // A group loading beside a call asks first and drops the failure (as the BFF client's groups do).
    await load().catch(() => undefined);
    online = true;
    await expect(load()).resolves.toBe('transport');
  });
});
