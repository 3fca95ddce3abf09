import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectSearch } from '../../contract/project-search';
import { rankContent, contentSearchWords } from '../../src/domain/catalog/content-search';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
type Site = 'jrau' | 'jrnz' | 'rtau';
const get = (path: string, site: Site = 'jrau') => server.request('GET', `/api/bff${path}`, { site });
const search = async (q: string, site: Site = 'jrau', limit?: number) => {
  const res = await get(`/projects/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, site);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ProjectSearch.parse(res.body);
};

interface Row {
  id: string;
  site: string;
  slug: string;
  title: string;
  summary: string;
  kind: string;
  published_at: string;
}
const rows = (site: string) => server.database.db.selectFrom('projects').selectAll().where('site', '=', site).execute() as Promise<Row[]>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /bff/projects/search', () => {
  it('finds the soldering article on jrau by a word of its title, linking to its Makerhub page', async () => {
    const answer = await search('soldering');
    const article = answer.projects.find((p) => p.kind === 'article' && /soldering/i.test(p.title));
    expect(article, JSON.stringify(answer)).toBeDefined();
    expect(article!.url).toBe(`/makerhub/articles/${article!.slug}`);
    expect(answer.q).toBe('soldering');
    expect(answer.total).toBe(answer.projects.length);
    expect(answer.projects.every((p) => /solder/i.test(`${p.title} ${p.summary}`))).toBe(true);
  });

  it('matches every word as a prefix, in any case, in title or summary', async () => {
    const prefix = await search('SOLD clean');
    expect(prefix.projects.map((p) => p.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Soldering 101/)]));
    // "basil" is only in the plant alarm's summary.
    const bySummary = await search('basil');
    const alarm = bySummary.projects.find((p) => p.title === 'Plant Moisture Alarm');
    expect(alarm?.summary).toMatch(/basil/);
    // Both words must match: a word no item holds finds nothing, even beside one that does.
    expect((await search('soldering zzyzx')).projects).toEqual([]);
  });

  it('ranks title matches first, then the newest first, and answers exactly what the rule over the table finds', async () => {
    for (const [site, q] of [
      ['jrau', 'solder'],
      ['jrau', 'sensor'],
      ['jrau', 'led'],
      ['rtau', 'battery'],
      ['jrnz', 'b'],
    ] as const) {
      const answer = await search(q, site, 24);
      const items = (await rows(site)).map((row) => ({ ...row, publishedAt: row.published_at }));
      const expected = rankContent(items, contentSearchWords(q));
      expect(expected.length, `${site} ${q}`).toBeGreaterThan(0);
      expect(answer.total).toBe(expected.length);
      expect(answer.projects.map((p) => p.id)).toEqual(expected.slice(0, 24).map((row) => row.id));
    }
    // The sensor node's title says "Sensor"; projects that only mention sensors in their summary come after it.
    const sensors = await search('sensor', 'jrau', 24);
    const inTitle = sensors.projects.map((p) => /\bsensor/i.test(p.title));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });

  it("keeps each site to its own content: rtau's search finds rtau's articles and never jc-only ones", async () => {
    const marine = await search('marine radio', 'rtau');
    expect(marine.projects.map((p) => p.title)).toContain('Marine Radio Basics');
    expect((await search('marine radio', 'jrau')).projects).toEqual([]);
    // The soldering article is jc's only.
    expect((await search('soldering', 'rtau')).projects.filter((p) => /soldering 101/i.test(p.title))).toEqual([]);
    const rtauIds = new Set((await rows('rtau')).map((row) => row.id));
    for (const q of ['a', 'b', 'c', 'solder', 'sensor', 'power', 'led']) {
      const answer = await search(q, 'rtau', 24);
      expect(
        answer.projects.every((p) => rtauIds.has(p.id)),
        q,
      ).toBe(true);
    }
  });

  it('finds nothing for a word no item holds', async () => {
    const answer = await search('qwertyuiop');
    expect(answer).toEqual({ q: 'qwertyuiop', total: 0, projects: [] });
  });

  it('keeps to the limit and tells the whole count', async () => {
    const few = await search('a', 'jrau', 2);
    expect(few.projects).toHaveLength(2);
    expect(few.total).toBeGreaterThan(2);
    expect((await search('a', 'jrau')).projects).toHaveLength(Math.min(6, few.total));
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[query: string, message: string]> = [
      ['', 'query.q: is required: the words to search for'],
      ['?q=', 'query.q: must contain a letter or a digit'],
      ['?q=%20%20', 'query.q: must contain a letter or a digit'],
      ['?q=***', 'query.q: must contain a letter or a digit'],
      [`?q=${'a'.repeat(201)}`, 'query.q: must be at most 200 characters'],
      ['?q=solder&limit=0', 'query.limit'],
      ['?q=solder&limit=25', 'query.limit'],
      ['?q=solder&limit=two', 'query.limit'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/projects/search${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.message, query).toContain(message);
    }
  });

  it('reads FTS-like syntax as plain words, never as an error', async () => {
    for (const q of ['"solder*"', 'solder OR led', 'title:solder', 'NEAR(solder clean)', '-solder']) {
      const res = await get(`/projects/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });
});
