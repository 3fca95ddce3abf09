import { createBotCheck } from '../../src/adapters/bot-check';
import type { SiteCode } from '../../src/domain/site';
import type { TestServer } from './harness';

/**
 * A solved bot-check token for a site, got as the browser gets one: the real client adapter fetches
 * the challenge from the test server (of `difficulty` bits when a 428 asked for more than the base) and
 * does the work. `headers` name the client (X-Forwarded-For, behind a trusted proxy).
 */
export async function solvedBotCheckToken(
  server: TestServer,
  site: SiteCode = 'jrau',
  options: { readonly difficulty?: number; readonly headers?: Record<string, string> } = {},
): Promise<string> {
  const botCheck = createBotCheck({
    origin: `http://${site}.localhost:${server.port}`,
    fetch: async (url) => {
      const { pathname, search } = new URL(url);
      const res = await server.request('GET', `${pathname}${search}`, { site, ...(options.headers && { headers: options.headers }) });
      return { status: res.status, json: async () => res.body };
    },
  });
  const token = await botCheck.token(options.difficulty === undefined ? {} : { difficulty: options.difficulty });
  if (!token) throw new Error(`No bot-check token for ${site}`);
  return token;
}
