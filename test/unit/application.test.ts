import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { COMPARE_LIST_KEY } from '../../src/application/use-cases/compare';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';

describe('the client core wired by the container', () => {
  it('records a compare toggle in the log, folds it into the view and keeps it in local storage', () => {
    const { container, fakes } = createTestContainer();
    const compare = resolve(container, TOKENS.CompareUseCases);
    const view = resolve(container, TOKENS.CompareView);
    let renders = 0;
    view.subscribe(() => renders++);

    expect(compare.toggle('AB1234').ok).toBe(true);
    expect(compare.toggle('CD5678').ok).toBe(true);

    expect(view.getSnapshot().skus).toEqual(['AB1234', 'CD5678']);
    expect(renders).toBe(2);
    expect(
      resolve(container, TOKENS.EventLog)
        .all()
        .map((e) => [e.position, e.event.type]),
    ).toEqual([
      [1, 'compare/productAdded'],
      [2, 'compare/productAdded'],
    ]);
    expect(JSON.parse(fakes.localStore.get(COMPARE_LIST_KEY)!)).toEqual(['AB1234', 'CD5678']);
    expect(compare.href()).toBe('/compare?products=AB1234|CD5678');
  });

  it('a refused command records nothing and leaves the snapshot identical', () => {
    const { container } = createTestContainer({ localStorage: { [COMPARE_LIST_KEY]: '["A1","B2","C3","D4"]' } });
    const compare = resolve(container, TOKENS.CompareUseCases);
    compare.restore();
    const view = resolve(container, TOKENS.CompareView);
    const before = view.getSnapshot();
    const log = resolve(container, TOKENS.EventLog);
    const length = log.length;

    const result = compare.toggle('E5');

    expect(result).toEqual({ ok: false, error: { type: 'compare/limitReached', limit: 4 } });
    expect(view.getSnapshot()).toBe(before);
    expect(log.length).toBe(length);
  });

  it('restores the list a previous visit stored, and survives a corrupt one', () => {
    const restored = createTestContainer({ localStorage: { [COMPARE_LIST_KEY]: '["A1","B2"]' } });
    resolve(restored.container, TOKENS.CompareUseCases).restore();
    expect(resolve(restored.container, TOKENS.CompareView).getSnapshot().skus).toEqual(['A1', 'B2']);

    for (const corrupt of ['{not json', '{"a":1}', '[1,2,"C3"]']) {
      const { container } = createTestContainer({ localStorage: { [COMPARE_LIST_KEY]: corrupt } });
      resolve(container, TOKENS.CompareUseCases).restore();
      expect(resolve(container, TOKENS.CompareView).getSnapshot().skus).toEqual(corrupt.includes('C3') ? ['C3'] : []);
    }
  });

  it('a projection resolved after events were recorded catches up from the log', () => {
    const { container } = createTestContainer();
    resolve(container, TOKENS.Recorder).record([
      { type: 'compare/productAdded', data: { sku: 'A1' } },
      { type: 'compare/productAdded', data: { sku: 'B2' } },
      { type: 'compare/productRemoved', data: { sku: 'A1' } },
    ]);
    const view = resolve(container, TOKENS.CompareView);
    expect(view.getSnapshot().skus).toEqual(['B2']);
    resolve(container, TOKENS.CompareUseCases).toggle('C3');
    expect(view.getSnapshot().skus).toEqual(['B2', 'C3']);
  });

  it('the log stamps every event with the clock and never lets an entry be changed', () => {
    const { container, fakes } = createTestContainer({ now: 1_000 });
    const compare = resolve(container, TOKENS.CompareUseCases);
    compare.toggle('A1');
    fakes.clock.advance(500);
    compare.clear();
    const entries = resolve(container, TOKENS.EventLog).all();
    expect(entries.map((e) => e.at)).toEqual([1_000, 1_500]);
    expect(() => {
      (entries[0] as { position: number }).position = 9;
    }).toThrow();
  });
});
