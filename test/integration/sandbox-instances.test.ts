import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../server/composition';
import type { Sandbox } from '../../server/sandbox';
import { type TestServer, serveContainer, testServerContainer } from './harness';
import { card } from './sandbox-harness';
import { AU_CUSTOMER, registerCard, signInAs } from './wallet-support';

/**
 * Issue 24: two instances of the shop over one database, as behind a load balancer. The payment sandboxes keep
 * their state in that database, so what one instance's sandbox was told the other knows, and a decision asked of
 * both at the same moment is taken once.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-instances-'));
let first: { server: TestServer; sandbox: Sandbox };
let second: { server: TestServer; sandbox: Sandbox };

async function instance(reuseDatabase: boolean) {
  const built = await testServerContainer({ dataDir, reuseDatabase });
  const server = await serveContainer(built);
  return { server, sandbox: await built.container.getAsync(TOKENS.Sandbox) };
}

beforeAll(async () => {
  first = await instance(false);
  // The second opens the database file the first made.
  second = await instance(true);
});

afterAll(async () => {
  await second?.server.close();
  await first?.server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const refundsOf = (reference: string) =>
  first.server.database.db.selectFrom('sandbox_records').select('data').where('kind', '=', 'refund').where('id', '=', reference).execute();

describe('two instances over one database', () => {
  it('shows a card saved through one instance on the other, and a delete sent to both removes that card alone', async () => {
    const token = await signInAs(first.server, 'jrau', AU_CUSTOMER);
    expect((await registerCard(first.server, 'jrau', token, '4111 1111 1111 1111')).status).toBe(200);
    expect((await registerCard(first.server, 'jrau', token, '5555 4444 3333 1111')).status).toBe(200);

    const seen = await second.server.request('GET', '/api/bff/account/payment-methods', { token });
    expect(seen.body.paymentMethods.map((m: { brand: string; isDefault: boolean }) => [m.brand, m.isDefault])).toEqual([
      ['visa', true],
      ['mastercard', false],
    ]);

    const visa = seen.body.paymentMethods[0].refId as string;
    await Promise.all([first, second].map(({ server }) => server.request('DELETE', `/api/bff/account/tyro-payment-method/${visa}`, { token })));
    for (const { server } of [first, second]) {
      const left = (await server.request('GET', '/api/bff/account/payment-methods', { token })).body.paymentMethods;
      expect(left.map((m: { brand: string; isDefault: boolean }) => [m.brand, m.isDefault])).toEqual([['mastercard', true]]);
    }
  });

  it('pays a session made on one instance through the other, once when both are asked at the same moment', async () => {
    const reference = 'JAU-INSTANCES-1';
    const session = await first.sandbox.gateways.card.createSession({
      reference,
      amount: 4_200,
      currency: 'AUD',
      returnUrl: 'http://jrau.localhost/checkout',
      fraudToken: 'ftr_instances1device',
      country: 'AU',
    });
    const page = await second.server.request('GET', `/sandbox/adyen/drop-in?sessionId=${session.id}&sessionData=${session.sessionData}`);
    expect(page.status).toBe(200);

    const attempts = await Promise.all(
      [first, second].map(({ server }) =>
        server.request('POST', `/sandbox/adyen/sessions/${session.id}/payments`, {
          body: { sessionData: session.sessionData, paymentMethod: { type: 'scheme', ...card('4111111111111111') } },
        }),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(attempts.find((a) => a.status === 200)?.body).toEqual({ resultCode: 'Authorised', merchantReference: reference });
    expect(attempts.find((a) => a.status === 409)?.body.message).toBe('This session already has a payment');
    for (const { sandbox } of [first, second]) {
      expect(await sandbox.gateways.card.paymentState({ reference })).toMatchObject({ state: 'authorised', amount: 4_200, cardLast4: '1111' });
    }
  });

  it('makes a refund sent to both instances at the same moment once', async () => {
    const reference = 'JAU-INSTANCES-2';
    const payRequest = await second.sandbox.gateways.payForm.createPayRequest({
      reference,
      amount: 6_600,
      currency: 'AUD',
      customerId: null,
      fraudToken: 'ftr_instances2device',
    });
    const paid = await first.server.request('POST', `/sandbox/tyro/pay-requests/${payRequest.paySecret}/pay`, {
      body: { card: card('4111111111111111') },
    });
    expect(paid.body.status).toBe('SUCCESS');

    const refunds = await Promise.all(
      [first, second].map(({ sandbox }) => sandbox.gateways.payForm.refund({ reference, amount: 6_600, reason: 'The order was refused' })),
    );
    expect(refunds).toEqual([{ refunded: true }, { refunded: true }]);
    expect(await refundsOf(reference)).toEqual([{ data: JSON.stringify({ amount: 6_600 }) }]);
    for (const { sandbox } of [first, second]) {
      expect(await sandbox.gateways.payForm.paymentState({ reference })).toEqual({ state: 'refunded', reason: 'Refunded' });
    }
  });

  it('keeps what both instances were told across a restart of both', async () => {
    await second.server.close();
    await first.server.close();
    first = await instance(true);
    second = await instance(true);
    expect(await second.sandbox.gateways.card.paymentState({ reference: 'JAU-INSTANCES-1' })).toMatchObject({ state: 'authorised' });
    expect(await first.sandbox.gateways.payForm.paymentState({ reference: 'JAU-INSTANCES-2' })).toEqual({ state: 'refunded', reason: 'Refunded' });
    expect(await first.sandbox.gateways.payForm.refund({ reference: 'JAU-INSTANCES-2', amount: 6_600, reason: 'Again' })).toEqual({ refunded: true });
    expect(await refundsOf('JAU-INSTANCES-2')).toHaveLength(1);
  });
});
