import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GTAG_IDS, SITE_CODES, gtagIdOf } from '../../src/domain/site';
import { siteCodeArb } from './arbitraries/site';

describe('tag manager ids (spec §3 Page info gtagId)', () => {
  it('gives every site its own measurement id, in the GA4 shape', () => {
    expect(Object.keys(GTAG_IDS).sort()).toEqual([...SITE_CODES].sort());
    expect(new Set(Object.values(GTAG_IDS)).size).toBe(SITE_CODES.length);
    fc.assert(fc.property(siteCodeArb, (site) => /^G-[A-Z0-9]{6,12}$/.test(gtagIdOf(site))));
  });

  it('names the site in its id, so a report shows whose traffic it is', () => {
    expect(GTAG_IDS).toEqual({ jrau: 'G-JRAU2026', jrnz: 'G-JRNZ2026', rtau: 'G-RTAU2026' });
  });
});
