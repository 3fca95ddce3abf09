import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createServerContainer, resolveServer, TOKENS } from '../../server/composition';
import type { Sandbox } from '../../server/sandbox';
import { parseMailSettings } from '../../server/services/mail/settings';

/** Every test card number, in the forms a shopper might type it: none may ever come back. */
export const CARD_NUMBERS = ['4111111111111111', '5555444433331111', '6011111111111117', '4000000000000002', '4212345678910006', '4035501000000008'];

export const card = (number: string, extra: Partial<{ expiry: string; cvc: string; holderName: string }> = {}) => ({
  number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: '12/30',
  cvc: '123',
  holderName: 'Jo Maker',
  ...extra,
});

export interface SandboxServer {
  readonly sandbox: Sandbox;
  readonly app: FastifyInstance;
  /** The sandbox's clock, moved by the test. */
  readonly clock: { now: number };
  call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: any; text: string; headers: Record<string, unknown> }>;
  form(url: string, fields: Record<string, string>): Promise<{ status: number; location: string | undefined; text: string }>;
  /** Everything any call answered, to search for card numbers. */
  readonly answered: string[];
  close(): Promise<void>;
}

/** The sandbox providers alone, mounted under /sandbox as the server mounts them, driven through HTTP. */
export async function startSandbox(): Promise<SandboxServer> {
  const clock = { now: Date.UTC(2026, 10, 21, 9, 0, 0) };
  const mail = parseMailSettings({}, { devMailbox: false, port: 80 });
  if (!mail.ok) throw new Error(mail.message);
  // The server's container over an empty database in memory, with only the sandboxes' area mounted.
  const container = createServerContainer({
    port: 0,
    host: '127.0.0.1',
    databaseTarget: ':memory:',
    imageOrigin: 'http://images.localhost',
    devFeatures: { mailbox: false },
    mail: mail.settings,
    mailPollMs: 60 * 60_000,
    requestLog: false,
  });
  container.rebind(TOKENS.Clock).toConstantValue(() => clock.now);
  container.rebind(TOKENS.Logger).toConstantValue({ requests: false, line: () => {} });
  const sandbox = await container.getAsync(TOKENS.Sandbox);
  container
    .rebind(TOKENS.Areas)
    .toConstantValue([
      { prefix: '/sandbox', plugin: (context) => sandbox.area({ ...context, imageOrigin: 'http://images.localhost', gateways: sandbox.gateways }) },
    ]);
  const server = await resolveServer(container);
  const { app } = server;
  const answered: string[] = [];
  const headers = { host: 'jrau.localhost' };
  return {
    sandbox,
    app,
    clock,
    answered,
    async call(method, url, body) {
      const res = await app.inject({ method, url, headers, ...(body !== undefined && { payload: body as object }) });
      answered.push(res.body, JSON.stringify(res.headers));
      let parsed: unknown = res.body;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        // A page: the text is the body.
      }
      return { status: res.statusCode, body: parsed, text: res.body, headers: res.headers };
    },
    async form(url, fields) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      answered.push(res.body, JSON.stringify(res.headers));
      return { status: res.statusCode, location: res.headers.location as string | undefined, text: res.body };
    },
    async close() {
      await server.close();
    },
  };
}

/** No answer, page or header the sandbox gave held a card number, spaced or not. */
export function expectNoCardNumbers(answered: readonly string[], ...more: unknown[]): void {
  const all = [...answered, ...more.map((m) => JSON.stringify(m))].join('\n').replace(/[\s-]/g, '');
  for (const number of CARD_NUMBERS) expect(all.includes(number), `card ${number.slice(-4)} echoed`).toBe(false);
}
