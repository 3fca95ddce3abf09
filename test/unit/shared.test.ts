import { describe, expect, it } from 'vitest';
import { decide, evolve, initialCompare } from '../../src/domain/compare';
import { assertNever, err, ok } from '../../src/domain/shared';

describe('the domain kernel', () => {
  it('results are plain values that say whether a decision succeeded', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err('no')).toEqual({ ok: false, error: 'no' });
  });

  it('a case the code does not know fails loudly instead of being silently ignored', () => {
    expect(() => assertNever('compare/bogus' as never)).toThrow('Unhandled case: "compare/bogus"');
    expect(() => evolve(initialCompare(), { type: 'compare/bogus' } as never)).toThrow('Unhandled case');
    expect(() => decide(initialCompare(), { type: 'bogus' } as never)).toThrow('Unhandled case');
  });
});
