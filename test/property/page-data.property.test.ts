import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PageDataEvent, answerOf, decide, evolve, initialPageData } from '../../src/domain/page-data';
import { fold } from '../../src/domain/shared';
import { pageDataDecider } from '../../src/domain/page-data';
import { SITE_CODES, siteFromHost, siteOrigin } from '../../src/domain/site';
import { siteCodeArb } from './arbitraries/site';

const pathArb = fc.constantFrom('/', '/c/power', '/p/motor', '/search');
const keyArb = fc.constantFrom('page:/:0:0', 'product:motor:0:0', 'q|{}|0|0');
const answered = (path: string, key: string, answer: unknown): PageDataEvent => ({ type: 'page/readAnswered', data: { path, key, answer } });

describe('page data (spec §7 dehydratedState)', () => {
  it('gives back every answer the rendered page recorded, the last one for a key', () => {
    fc.assert(
      fc.property(pathArb, fc.array(fc.tuple(keyArb, fc.jsonValue()), { minLength: 1, maxLength: 8 }), (path, reads) => {
        const state = fold(
          pageDataDecider,
          reads.map(([key, value]) => answered(path, key, { ok: true, value })),
        );
        for (const [key] of reads) expect(answerOf(state, key)).toEqual({ ok: true, value: reads.filter(([k]) => k === key).at(-1)?.[1] });
      }),
    );
  });

  it('never mixes the answers of two pages', () => {
    const state = fold(pageDataDecider, [
      answered('/', 'page:/:0:0', { ok: true, value: 1 }),
      answered('/search', 'q|{}|0|0', { ok: true, value: 2 }),
    ]);
    expect(state).toEqual({ path: '/search', answers: { 'q|{}|0|0': { ok: true, value: 2 } } });
  });

  it('keeps the answers while the shopper stays on the rendered page and drops them once they leave it', () => {
    fc.assert(
      fc.property(pathArb, pathArb, keyArb, (rendered, next, key) => {
        const state = evolve(initialPageData(), answered(rendered, key, { ok: true, value: 1 }));
        const result = decide(state, { type: 'routeChanged', path: next });
        expect(result.ok).toBe(true);
        const after = (result.ok ? result.value : []).reduce(evolve, state);
        expect(answerOf(after, key)).toEqual(next === rendered ? { ok: true, value: 1 } : undefined);
      }),
    );
  });

  it('refuses a read without a key, a path or an answer, and records nothing for it', () => {
    for (const command of [
      { type: 'recordAnswer', path: '/', key: '', answer: 1 },
      { type: 'recordAnswer', path: 'nope', key: 'k', answer: 1 },
      { type: 'recordAnswer', path: '/', key: 'k', answer: undefined },
    ] as const) {
      expect(decide(initialPageData(), command)).toEqual({ ok: false, error: { type: 'page/invalidRead', key: command.key } });
    }
  });
});

describe('the origins of our sites', () => {
  it('names the twin site of an origin on the same domain and port, whatever site it starts from', () => {
    fc.assert(
      fc.property(
        siteCodeArb,
        siteCodeArb,
        fc.constantFrom('localhost', 'example.com'),
        fc.option(fc.integer({ min: 1, max: 65535 })),
        (from, to, domain, port) => {
          const origin = `https://${from}.${domain}${port ? `:${port}` : ''}`;
          const twin = siteOrigin(origin, to);
          expect(twin).toBe(`https://${to}.${domain}${port ? `:${port}` : ''}`);
          expect(siteFromHost(new URL(twin).host).code).toBe(to);
        },
      ),
    );
  });

  it('puts the site in front of a bare domain, which is the default site', () => {
    for (const code of SITE_CODES) expect(siteOrigin('http://localhost:8080', code)).toBe(`http://${code}.localhost:8080`);
  });
});
