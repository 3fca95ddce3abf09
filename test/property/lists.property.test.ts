import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ListLine,
  LIST_NAME_MAX_LENGTH,
  MAX_LINES_PER_LIST,
  MAX_LIST_COUNT,
  addToListLines,
  copyName,
  listNameKey,
  removeFromListLines,
  setListLineCount,
} from '../../src/domain/lists';

const ids: fc.Arbitrary<string> = fc.constantFrom('A1', 'B2', 'C3', 'D4', 'E5', 'F6');
type Op = { type: 'add'; ids: string[]; count: number } | { type: 'set'; ids: string[]; count: number } | { type: 'remove'; ids: string[] };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), ids: fc.array(ids, { maxLength: 4 }), count: fc.integer({ min: -2, max: 120 }) }),
  fc.record({ type: fc.constant('set' as const), ids: fc.array(ids, { maxLength: 4 }), count: fc.integer({ min: -2, max: 120 }) }),
  fc.record({ type: fc.constant('remove' as const), ids: fc.array(ids, { maxLength: 4 }) }),
);

function apply(lines: readonly ListLine[], o: Op): readonly ListLine[] {
  if (o.type === 'remove') return removeFromListLines(lines, o.ids);
  const result = o.type === 'add' ? addToListLines(lines, o.ids, o.count) : setListLineCount(lines, o.ids, o.count);
  return result.ok ? result.lines : lines;
}

describe('list lines', () => {
  it('every line keeps a count of 1 to 99, a product appears once, and the list never outgrows its limit', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let lines: readonly ListLine[] = [];
        for (const o of ops) {
          lines = apply(lines, o);
          expect(new Set(lines.map((l) => l.productId)).size).toBe(lines.length);
          expect(lines.length).toBeLessThanOrEqual(MAX_LINES_PER_LIST);
          for (const line of lines) expect(line.count >= 1 && line.count <= MAX_LIST_COUNT).toBe(true);
        }
      }),
    );
  });

  it('adding raises the count of a product already there (capped) and appends a new one at the count given', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 20 }),
        fc.array(ids, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: MAX_LIST_COUNT }),
        (ops, added, count) => {
          const before = ops.reduce(apply, [] as readonly ListLine[]);
          const after = addToListLines(before, added, count);
          expect(after.ok).toBe(true);
          if (!after.ok) return;
          const old = new Map(before.map((l) => [l.productId, l.count]));
          for (const id of new Set(added)) {
            const line = after.lines.find((l) => l.productId === id)!;
            expect(line.count).toBe(Math.min(MAX_LIST_COUNT, (old.get(id) ?? 0) + count));
          }
          // Nothing else moves: lines already there keep their place.
          expect(after.lines.slice(0, before.length).map((l) => l.productId)).toEqual(before.map((l) => l.productId));
        },
      ),
    );
  });

  it('a count of 0 takes the products off, as removing does; counts out of range are refused and change nothing', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), fc.array(ids, { maxLength: 4 }), fc.integer({ min: -50, max: 200 }), (ops, chosen, count) => {
        const before = ops.reduce(apply, [] as readonly ListLine[]);
        const set = setListLineCount(before, chosen, count);
        if (count < 0 || count > MAX_LIST_COUNT) expect(set.ok).toBe(false);
        else if (count === 0) expect(set.ok && set.lines).toEqual(removeFromListLines(before, chosen));
        else expect(set.ok && set.lines.filter((l) => chosen.includes(l.productId)).every((l) => l.count === count)).toBe(true);
      }),
    );
  });

  it('a duplicate is named apart from every list the customer has, and within the name limit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: LIST_NAME_MAX_LENGTH }).filter((s) => s.trim() !== ''),
        fc.array(fc.string({ maxLength: 70 }), { maxLength: 10 }),
        (name, others) => {
          const taken = [name, `${name.trim()} (copy)`, ...others];
          const copy = copyName(name, taken);
          expect(taken.map(listNameKey)).not.toContain(listNameKey(copy));
          expect(copy.length).toBeLessThanOrEqual(LIST_NAME_MAX_LENGTH);
        },
      ),
    );
  });
});
