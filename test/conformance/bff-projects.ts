import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from '../../src/domain/catalog';
import type { BffUnderTest } from './bff';
import { said, value } from './bff-support';

/** The site's Makerhub articles, projects and workshops, as the content search finds them. */
export function projectsConformance(subject: () => BffUnderTest): void {
  describe('projects', () => {
    it('a search finds the content naming the word, no more than asked for, each a Makerhub page', async () => {
      const { shopper, contentWord } = subject();
      const found = value(await (await shopper()).projects.search(`  ${contentWord.toUpperCase()} `, 2));
      expect(found.q).toBe(contentWord.toLowerCase());
      expect(found.projects.length).toBeGreaterThan(0);
      expect(found.projects.length).toBeLessThanOrEqual(2);
      expect(found.total).toBeGreaterThanOrEqual(found.projects.length);
      for (const hit of found.projects) {
        expect(['article', 'project', 'workshop']).toContain(hit.kind);
        expect(hit.url).toMatch(/^\/makerhub\//);
        expect(`${hit.title} ${hit.summary}`.toLowerCase()).toContain(contentWord.toLowerCase().slice(0, 5));
      }
    });

    it('words no content has find nothing, and a search without letters or too long is refused', async () => {
      const bff = await subject().shopper();
      expect(value(await bff.projects.search('qqzzxxv'))).toEqual({ q: 'qqzzxxv', total: 0, projects: [] });
      expect(said(await bff.projects.search('?!'))).toEqual({ status: 400, message: 'query.q: must contain a letter or a digit' });
      expect(said(await bff.projects.search('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)))).toEqual({
        status: 400,
        message: `query.q: must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
      });
    });
  });
}
