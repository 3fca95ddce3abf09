import { describe, expect, it } from 'vitest';
import { lazyGroup } from '../../src/adapters/http';

interface Calls {
  greet(name: string): Promise<string>;
}

describe('a group of calls loaded with the first call', () => {
  it('loads once, however many calls are made at once', async () => {
    let loads = 0;
    const group = lazyGroup<Calls>(async () => {
      loads += 1;
      return { greet: async (name) => `hello ${name}` };
    });
    expect(loads).toBe(0);
    expect(await Promise.all([group.greet('a'), group.greet('b')])).toEqual(['hello a', 'hello b']);
    expect(loads).toBe(1);
  });

  it('tries the load again after it failed (a chunk that did not arrive)', async () => {
    let attempts = 0;
    const group = lazyGroup<Calls>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { greet: async (name) => `hello ${name}` };
    });
    await expect(group.greet('a')).rejects.toThrow('offline');
    expect(await group.greet('a')).toBe('hello a');
  });

  it('does not look like a promise, so it can be awaited or bound as a value', async () => {
    const group = lazyGroup<Calls>(async () => ({ greet: async () => 'hi' }));
    expect((group as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(group)).toBe(group);
  });
});
