import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutWorld, newCustomer } from './checkout-support';
import { FakeGateways } from './fake-gateways';
import { testDatabaseKind as databaseKind } from '../support/test-database';
import { type ApiResponse, rows, sqliteFileBytes, startTestServer, storedText } from './harness';

/**
 * Issue 19, Why 3: list names, project-list names, bookmark names and competition entries kept a typed card
 * number, and the community call served the entry to anyone. Each is typed here with a card number in it,
 * then read back everywhere it is served and in the database files: only `•••• •••• •••• 1111` is left.
 */
const SPACED = '4111 1111 1111 1111';
const SHOWN = '•••• •••• •••• 1111';
const SPELLINGS = ['4111111111111111', SPACED, '4111-1111-1111-1111'];

let world: CheckoutWorld;
/** Every answer the test read, to look for a card number in all of them at the end. */
const answers: string[] = [];

beforeAll(async () => {
  // The real clock: the seeded competitions are dated from the seeding.
  world = { server: await startTestServer(), gateways: new FakeGateways(), clock: { now: Date.now() } };
});
afterAll(() => world.server.close());

async function call<T = any>(method: string, path: string, token?: string, body?: unknown): Promise<ApiResponse<T>> {
  const res = await world.server.request<T>(method, `/api/bff${path}`, { site: 'jrau', token, ...(body === undefined ? {} : { body }) });
  answers.push(res.text);
  return res;
}
const row = async <T>(query: RawBuilder<unknown>) => (await rows<T>(world.server, query))[0]!;

describe('a card number typed into a list, a bookmark or a competition entry', () => {
  let token: string;
  beforeAll(async () => {
    token = (await newCustomer(world, 'jrau')).token;
  });

  it('names a shopping list masked, as created and as renamed, wherever the list is shown', async () => {
    const created = await call('POST', '/lists/list', token, { name: `Birthday ${SPACED}` });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe(`Birthday ${SHOWN}`);
    const other = await call('POST', '/lists/list', token, { name: 'Spare parts' });
    const renamed = await call('PUT', `/lists/list/${other.body.id}`, token, { name: `Paid by 4111-1111-1111-1111` });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Paid by ••••-••••-••••-1111');

    const lists = await call('GET', '/lists/list', token);
    expect(lists.body.lists.map((list: { name: string }) => list.name).sort()).toEqual([`Birthday ${SHOWN}`, 'Paid by ••••-••••-••••-1111']);
    expect((await call('GET', `/lists/list/${created.body.id}/details`, token)).body.list.name).toBe(`Birthday ${SHOWN}`);
    const copy = await call('POST', `/lists/list/${created.body.id}/duplicate`, token);
    expect(copy.body.name).toContain(SHOWN);
    expect(await row<{ name: string; name_key: string }>(sql`SELECT name, name_key FROM customer_lists WHERE id = ${created.body.id}`)).toEqual({
      name: `Birthday ${SHOWN}`,
      name_key: `birthday ${SHOWN}`,
    });
  });

  it('names a project list and a project bookmark masked, and says an unknown project masked', async () => {
    const project = await row<{ id: string }>(sql`SELECT id FROM projects WHERE site = 'jrau' AND kind = 'project' ORDER BY id LIMIT 1`);
    const list = await call('POST', '/lists/projects', token, { name: `Robot ${SPACED}`, productIds: [] });
    expect(list.status).toBe(200);
    const bookmarked = await call('POST', '/lists/bookmark-project', token, { name: `Build ${SPACED}`, projectId: project.id, status: 'saved' });
    expect(bookmarked.status).toBe(200);
    const projects = await call('GET', '/lists/projects', token);
    expect(projects.body.lists.map((l: { name: string }) => l.name)).toEqual([`Robot ${SHOWN}`]);
    expect(projects.body.bookmarks).toEqual([expect.objectContaining({ name: `Build ${SHOWN}`, projectId: project.id })]);
    expect((await row<{ name: string }>(sql`SELECT name FROM project_bookmarks WHERE project_id = ${project.id}`)).name).toBe(`Build ${SHOWN}`);
    const unknown = await call('POST', '/lists/bookmark-project', token, { name: 'x', projectId: SPACED, status: 'saved' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(`Project ${SHOWN} not found`);
  });

  it('keeps a competition entry masked, on the competition page and in the community call everyone reads', async () => {
    const open = (await call('GET', '/makerhub/competitions', token)).body.competitions.find((c: { status: string }) => c.status === 'open');
    const entered = await call('POST', `/makerhub/competitions/${open.slug}/entries`, token, {
      text: `Paid for the parts with ${SPACED}, exp 12/29`,
    });
    expect(entered.status).toBe(201);
    const shown = `Paid for the parts with ${SHOWN}, exp 12/29`;
    expect(entered.body.entry.text).toBe(shown);
    expect((await call('GET', `/makerhub/competitions/${open.slug}`, token)).body.myEntry.text).toBe(shown);
    const community = await call('GET', '/makerhub/community/entries?limit=50');
    expect(community.body.entries.find((e: { id: string }) => e.id === entered.body.entry.id).text).toBe(shown);
    expect((await row<{ text: string }>(sql`SELECT text FROM competition_entries WHERE id = ${entered.body.entry.id}`)).text).toBe(shown);
  });

  it('still finds a list whose random id reads like a card: ids are looked up as typed', async () => {
    // About one random UUID in 130 holds a run of digits that passes Luhn; masked, its list could not be found.
    const created = await call('POST', '/lists/list', token, { name: 'Lucky id' });
    const id = '41111111-1111-4111-8111-111111111111';
    await world.server.database.db.updateTable('customer_lists').set({ id }).where('id', '=', created.body.id).execute();
    expect((await call('GET', `/lists/list/${id}/details`, token)).body.list).toMatchObject({ id, name: 'Lucky id' });
    expect((await call('PUT', `/lists/list/${id}`, token, { name: 'Still lucky' })).body).toMatchObject({ id, name: 'Still lucky' });
    expect((await call('DELETE', `/lists/list/${id}`, token)).status).toBe(200);
  });

  it('so no spelling of the number is left in any answer, any stored row or (on SQLite) the database files', async () => {
    const stored = Buffer.from(await storedText(world.server));
    const files = databaseKind() === 'sqlite' ? await sqliteFileBytes(world.server) : [];
    for (const bytes of [stored, ...files, Buffer.from(answers.join('\n'))]) {
      for (const spelling of SPELLINGS) expect(bytes.includes(Buffer.from(spelling)), spelling).toBe(false);
    }
  });
});
