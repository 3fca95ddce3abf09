import { createBotCheck } from '../../src/adapters/bot-check';
import type { SiteCode } from '../../src/domain/site';
import type { TestServer } from './harness';

/**
 * A solved bot-check token for a site, got as the browser gets one: the real client adapter fetches
 * the challenge from the test server and does the work with Subtle crypto.
 */
export async function solvedBotCheckToken(server: TestServer, site: SiteCode = 'jrau'): Promise<string> {
  const botCheck = createBotCheck({
    origin: `http://${site}.localhost:${server.port}`,
    fetch: async (url) => {
      const res = await server.request('GET', new URL(url).pathname, { site });
      return { status: res.status, json: async () => res.body };
    },
  });
  const token = await botCheck.token();
  if (!token) throw new Error(`No bot-check token for ${site}`);
  return token;
}
