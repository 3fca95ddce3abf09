import type { FastifyInstance } from 'fastify';
import { randomId } from './shared';

/**
 * The fraud-prevention provider (spec §1 Checkout): a device token per page load. The browser sends it with
 * each payment call; the BFF hands it to the gateways, which keep it with the payment (PaymentState.fraudToken).
 */
export function forterRoutes(app: FastifyInstance): void {
  app.get('/forter/token', async () => ({ token: randomId('ftr', 16) }));
}
