import { describe, expect, it } from 'vitest';
import { INSIGHTS_EVENT_NAMES } from '../../src/application/subscribers';
import { TOKENS } from '../../src/application/tokens';
import { searchSuggestionsUseCases } from '../../src/application/use-cases/search-suggestions';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import {
  RECENT_SEARCHES_KEY,
  SUGGEST_DEBOUNCE_MS,
  movedActive,
  recentMatching,
  rememberSearch,
  suggestionKey,
} from '../../src/domain/catalog/search-suggestions';
import type { SessionToken } from '../../src/domain/session';

/** Lets the fake BFF's answers (promises) settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));
const customer: SessionToken = { accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: true, customerId: 'c42' };

function setup(options: { localStorage?: Record<string, string>; token?: SessionToken | null } = {}) {
  const { container, fakes } = createTestContainer({ site: 'jrau', ...(options.localStorage ? { localStorage: options.localStorage } : {}) });
  resolve(container, TOKENS.Recorder).record([{ type: 'session/loaded', data: { token: options.token ?? null, at: 1 } }]);
  const suggestions = searchSuggestionsUseCases({
    bff: fakes.bff,
    timer: fakes.timer,
    clock: fakes.clock,
    store: fakes.localStore,
    browsing: resolve(container, TOKENS.BrowsingUseCases),
    site: 'jrau',
  });
  const state = () => suggestions.view.getSnapshot();
  const asked = () => fakes.bff.suggestions.calls.map((call) => call.term);
  /** One keystroke: the box now holds `text`, `ms` after the previous one. */
  const type = (text: string, ms = 30) => {
    fakes.timer.advance(ms);
    suggestions.input(text);
  };
  return { suggestions, fakes, state, asked, type };
}

describe('search suggestions', () => {
  it('asks at once for the first key after a pause, and once for the last text of a burst when it goes quiet', async () => {
    const { state, asked, type, fakes } = setup();
    type('so', 1000);
    expect(asked()).toEqual(['so']);
    type('sol');
    type('sold');
    expect(asked()).toEqual(['so']);
    expect(state()).toMatchObject({ text: 'sold', status: 'loading' });
    fakes.timer.advance(SUGGEST_DEBOUNCE_MS - 1);
    expect(asked()).toEqual(['so']);
    fakes.timer.advance(1);
    expect(asked()).toEqual(['so', 'sold']);
    await settle();
    expect(state()).toMatchObject({ text: 'sold', status: 'ready' });
    expect(state().answer?.products.map((p) => p.sku)).toEqual(['EF9012']);
    expect(state().answer?.categories).toEqual([{ slug: 'tools', name: 'Tools', count: 1 }]);
    expect(state().answer?.content.map((c) => c.slug)).toContain('soldering-101');
    // A shopper typing slower than the debounce gets an answer per key.
    type('solde', 150);
    expect(asked()).toEqual(['so', 'sold', 'solde']);
  });

  it('cancels the request for an older text, whose late answer never replaces the newer one', async () => {
    const { state, asked, type, fakes } = setup();
    fakes.bff.suggestions.hold();
    type('bat', 1000);
    type('batt', 200);
    const [first, second] = fakes.bff.suggestions.calls;
    expect(first?.signal?.aborted).toBe(true);
    expect(second?.signal?.aborted).toBe(false);
    fakes.bff.suggestions.release();
    await settle();
    expect(asked()).toEqual(['bat', 'batt']);
    expect(state()).toMatchObject({ text: 'batt', status: 'ready' });
    expect(state().answer?.q).toBe('batt');
  });

  it('keeps the previous answer on show while the next loads, and clears it for an empty box', async () => {
    const { state, type, fakes } = setup();
    type('bat', 1000);
    await settle();
    fakes.bff.suggestions.hold();
    type('batt', 200);
    expect(state()).toMatchObject({ status: 'loading', answer: { q: 'bat' } });
    type('', 200);
    expect(state()).toMatchObject({ text: '', status: 'idle', answer: null });
    expect(fakes.bff.suggestions.calls.at(-1)?.signal?.aborted).toBe(true);
  });

  it('answers a text it has answered before from memory, by its normalised words, without asking again', async () => {
    const { state, asked, type } = setup();
    type('9v', 1000);
    await settle();
    type('9v ', 200);
    type('  9V', 200);
    expect(asked()).toEqual(['9v']);
    expect(state()).toMatchObject({ text: '  9V', status: 'ready', answer: { q: '9v' } });
    expect(suggestionKey('  9V  alkaline ')).toBe('9v alkaline');
    expect(suggestionKey('?!')).toBeNull();
    // One letter is not asked about: the panel shows the recent searches that start with it.
    expect(suggestionKey(' u ')).toBeNull();
    expect(suggestionKey('9v')).toBe('9v');
  });

  it('says when the suggestions could not be had', async () => {
    const { state, type, fakes } = setup();
    fakes.bff.fail(503);
    type('uno', 1000);
    await settle();
    expect(state()).toMatchObject({ status: 'failed', answer: null });
  });

  it('stops asking when the panel closes', () => {
    const { suggestions, type, fakes } = setup();
    type('un', 1000);
    type('uno');
    suggestions.cancel();
    fakes.timer.advance(500);
    expect(fakes.bff.suggestions.calls.map((c) => [c.term, c.signal?.aborted])).toEqual([['un', true]]);
  });

  it('keeps the last five submitted searches, newest first, in local storage, and clears them', () => {
    const { suggestions, state, fakes } = setup({ localStorage: { [RECENT_SEARCHES_KEY]: JSON.stringify(['led', 'servo']) } });
    expect(state().recent).toEqual(['led', 'servo']);
    for (const q of ['uno', 'battery', ' LED ', 'relay', 'esp32', 'solder']) suggestions.searched(q);
    expect(state().recent).toEqual(['solder', 'esp32', 'relay', 'LED', 'battery']);
    expect(JSON.parse(fakes.localStore.get(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(state().recent);
    suggestions.searched('   ');
    expect(state().recent).toHaveLength(5);
    suggestions.clearRecent();
    expect(state().recent).toEqual([]);
    expect(fakes.localStore.get(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('reads no recent searches from storage that does not hold a list of texts', () => {
    expect(setup({ localStorage: { [RECENT_SEARCHES_KEY]: '{"not":"a list"' } }).state().recent).toEqual([]);
    expect(setup({ localStorage: { [RECENT_SEARCHES_KEY]: '[1, "uno", null]' } }).state().recent).toEqual(['uno']);
  });

  it("reports a picked product as a click on the suggestions' search result, with its position, only with a user token", async () => {
    const signedIn = setup({ token: customer });
    signedIn.type('battery', 1000);
    await settle();
    const products = signedIn.state().answer?.products ?? [];
    expect(products.map((p) => p.sku)).toEqual(['CD5678', 'GH3456']);
    signedIn.suggestions.pickProduct(products[1]!, 2);
    expect(signedIn.fakes.analytics.insights).toEqual([
      {
        index: 'products_jrau',
        userToken: 'user-c42',
        eventType: 'click',
        eventName: INSIGHTS_EVENT_NAMES.resultClicked,
        objectIDs: ['GH3456'],
        queryID: 'query-battery',
        positions: [2],
      },
    ]);

    const anonymous = setup({ token: null });
    anonymous.type('battery', 1000);
    await settle();
    anonymous.suggestions.pickProduct(anonymous.state().answer!.products[0]!, 1);
    expect(anonymous.fakes.analytics.insights).toEqual([]);
  });
});

describe('the suggestion rules', () => {
  it('moves the active option down and up, wrapping at both ends', () => {
    expect([movedActive(-1, 3, 1), movedActive(0, 3, 1), movedActive(2, 3, 1)]).toEqual([0, 1, 0]);
    expect([movedActive(-1, 3, -1), movedActive(0, 3, -1), movedActive(1, 3, -1)]).toEqual([2, 2, 0]);
    expect(movedActive(0, 0, 1)).toBe(-1);
  });

  it('moves a repeated search to the front whatever its case', () => {
    expect(rememberSearch(['Uno', 'led'], 'uno')).toEqual(['uno', 'led']);
  });

  it('offers the recent searches that start as the box does, all of them for an empty box', () => {
    expect(recentMatching(['servo', 'Solder', 'led'], ' s')).toEqual(['servo', 'Solder']);
    expect(recentMatching(['servo', 'led'], '')).toEqual(['servo', 'led']);
  });
});
