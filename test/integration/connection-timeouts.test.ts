import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '../../server/http/app';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  // Short timeouts so the server's own timers close the sockets while the test waits for the event.
  server = await startTestServer({ app: { connectionTimeoutMs: 300, keepAliveTimeoutMs: 200, requestTimeoutMs: 400, headersTimeoutMs: 400 } });
});
afterAll(async () => {
  await server?.close();
});

const open = (): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port }, () => resolve(socket));
    socket.once('error', reject);
  });

/** Everything the server wrote until it closed the socket. */
const closed = (socket: Socket): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('close', () => resolve(text));
  });

describe('connections the server closes (issue: idle connections)', () => {
  it('has bounded defaults: a request within 30 s, headers within 10 s, 5 s kept alive, 60 s of silence', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000, connectionMs: 60_000 });
  });

  it('closes a socket that never says anything', async () => {
    const socket = await open();
    expect(await closed(socket)).toBe('');
    expect(socket.destroyed).toBe(true);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const socket = await open();
    const done = closed(socket);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: jrau.localhost:${server.port}\r\nConnection: keep-alive\r\n\r\n`);
    const text = await done;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('"status":"ok"');
  });

  it('answers 408 to a request whose headers trickle in and never end', async () => {
    const socket = await open();
    const done = closed(socket);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: jrau.localhost:${server.port}\r\n`);
    // A header line now and then keeps the socket from being silent; the headers never finish.
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    try {
      expect(await done).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(drip);
    }
  });
});
