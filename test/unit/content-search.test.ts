import { describe, expect, it } from 'vitest';
import { createBffClient } from '../../src/adapters/bff';
import { MemoryBff } from '../../src/adapters/memory';
import type { ProjectHit } from '../../src/application/ports/bff';
import type { TokenSource } from '../../src/application/ports/token-source';
import { catalogQueries } from '../../src/application/use-cases/catalog';
import { contentSearchWords, rankContent } from '../../src/domain/catalog';

const item = (id: string, title: string, summary: string, publishedAt: string): ProjectHit => ({
  id,
  slug: id,
  title,
  summary,
  kind: 'article',
  difficulty: 'Beginner',
  publishedAt,
  url: `/makerhub/articles/${id}`,
  imageUrl: null,
});

describe('the content search rule', () => {
  const items = [
    item('old-title', 'Soldering Basics', 'Irons and tips.', '2023-01-01T00:00:00.000Z'),
    item('new-summary', 'Bench Tips', 'Better soldering in five steps.', '2024-01-01T00:00:00.000Z'),
    item('new-title', 'Advanced Soldering', 'Fine pitch parts.', '2024-06-01T00:00:00.000Z'),
    item('unrelated', 'Weather Station', 'Sensors on a pole.', '2025-01-01T00:00:00.000Z'),
  ];

  it('puts title matches first, then the newest first, and needs every word as a prefix', () => {
    expect(rankContent(items, ['sold']).map((i) => i.id)).toEqual(['new-title', 'old-title', 'new-summary']);
    expect(rankContent(items, ['sold', 'fine']).map((i) => i.id)).toEqual(['new-title']);
    expect(rankContent(items, ['oldering'])).toEqual([]);
    expect(rankContent(items, [])).toEqual([]);
  });

  it('reads words as the product search does: letters and digits, lower-cased, distinct', () => {
    expect(contentSearchWords('  SOLDER* "Joints" solder -x ')).toEqual(['solder', 'joints', 'x']);
    expect(contentSearchWords('***')).toEqual([]);
  });
});

describe('catalog.searchContent over the in-memory BFF', () => {
  it('finds the soldering article and workshop by title before a project that mentions soldering', async () => {
    const catalog = catalogQueries(new MemoryBff());
    const result = await catalog.searchContent('Solder');
    expect(result.ok && result.value.projects.map((p) => [p.kind, p.title])).toEqual([
      ['article', 'Soldering 101: Clean Joints Every Time'],
      ['workshop', 'Intro to Soldering Workshop'],
      ['project', 'Coin Cell Christmas Ornament'],
    ]);
    expect(result.ok && result.value.total).toBe(3);
  });

  it('keeps to the limit, tells the whole count, and finds nothing for an unknown word', async () => {
    const catalog = catalogQueries(new MemoryBff());
    const two = await catalog.searchContent('solder', 2);
    expect(two.ok && [two.value.projects.length, two.value.total]).toEqual([2, 3]);
    expect(await catalog.searchContent('qwertyuiop')).toEqual({ ok: true, value: { q: 'qwertyuiop', total: 0, projects: [] } });
  });

  it("searches the site's own items only", async () => {
    const rtau = [item('marine-radio', 'Marine Radio Basics', 'Channels and antennas.', '2024-01-01T00:00:00.000Z')];
    const catalog = catalogQueries(new MemoryBff({ site: 'rtau', projects: rtau }));
    const marine = await catalog.searchContent('marine');
    expect(marine.ok && marine.value.projects.map((p) => p.id)).toEqual(['marine-radio']);
    const solder = await catalog.searchContent('soldering');
    expect(solder.ok && solder.value.projects).toEqual([]);
  });

  it('refuses an empty or too long search as the server does, and passes an outage on', async () => {
    const bff = new MemoryBff();
    const catalog = catalogQueries(bff);
    expect(await catalog.searchContent('  ')).toEqual({ ok: false, error: { status: 400, message: 'query.q: must contain a letter or a digit' } });
    expect(await catalog.searchContent('a'.repeat(201))).toEqual({
      ok: false,
      error: { status: 400, message: 'query.q: must be at most 200 characters' },
    });
    bff.fail(503);
    const down = await catalog.searchContent('solder');
    expect(!down.ok && down.error.status).toBe(503);
  });
});

describe('the BFF client', () => {
  it('asks GET /bff/projects/search with the words and the limit, and checks the answer', async () => {
    const asked: string[] = [];
    const answer = { q: 'solder', total: 1, projects: [item('soldering-101', 'Soldering 101', 'Clean joints.', '2024-01-01T00:00:00.000Z')] };
    const fetch = async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const tokens: TokenSource = { current: () => null, update: async () => undefined, replaced: () => undefined };
    const client = createBffClient({ host: 'http://shop.test/', fetch, tokens, now: () => 0 });
    const result = await client.projects.search('solder joints', 3);
    expect(result).toEqual({ ok: true, value: answer });
    expect(asked).toEqual(['http://shop.test/api/bff/projects/search?q=solder+joints&limit=3']);
  });
});
