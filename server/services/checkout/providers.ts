import type { BnplSessionResponse, PaySecretBody, QuickPayBody, QuickPayResponse, SaveCardBody } from '../../../contract/checkout';
import { forbidden, invalid, notFound, providerFailed } from '../refusal';
import type { CheckoutDeps } from './details';
import { openCart, type Shopper } from './store';
import { openAttemptOf, type PaymentAttemptRow } from './repository';
import { attemptOf } from '../orders/settle';

export const ATTEMPT_ENDED_MESSAGE = 'This payment has ended; please start the payment again';
export const START_PAYMENT_FIRST_MESSAGE = 'Start the payment first';
export const SIGN_IN_FOR_CARDS_MESSAGE = 'Sign in to use saved cards';

/** Spec §1: the second card provider applies only when the country is AU; elsewhere its calls do not exist. */
function requireAu(shopper: Shopper): void {
  if (shopper.site.country !== 'AU') throw notFound();
}

const provider = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch {
    throw providerFailed('The payment provider is unavailable, please try again');
  }
};

async function openAttempt(deps: CheckoutDeps, shopper: Shopper, reference: string): Promise<PaymentAttemptRow> {
  const attempt = await attemptOf(deps.db, shopper.identity, reference);
  if (attempt.state !== 'open') throw invalid(ATTEMPT_ENDED_MESSAGE);
  return attempt;
}

/** POST PAYMENT_PATHS.paySecret: a pay request for the attempt's amount; merchantRef is the attempt's reference. */
export async function paySecret(deps: CheckoutDeps, shopper: Shopper, body: PaySecretBody): Promise<{ paySecret: string }> {
  requireAu(shopper);
  const attempt = await openAttempt(deps, shopper, body.merchantRef);
  return provider(() =>
    deps.gateways.payForm.createPayRequest({
      reference: attempt.reference,
      amount: attempt.amount_cents,
      currency: 'AUD',
      customerId: shopper.identity.customerId,
      fraudToken: body.forterToken,
    }),
  );
}

/** POST PAYMENT_PATHS.quickPay: charges a saved card of the signed-in customer, server to provider. */
export async function quickPay(deps: CheckoutDeps, shopper: Shopper, body: QuickPayBody): Promise<QuickPayResponse> {
  requireAu(shopper);
  const customerId = shopper.identity.customerId;
  if (!customerId) throw forbidden(SIGN_IN_FOR_CARDS_MESSAGE);
  const attempt = await openAttempt(deps, shopper, body.merchantRef);
  const result = await provider(() =>
    deps.gateways.payForm.quickPay({
      reference: attempt.reference,
      amount: attempt.amount_cents,
      currency: 'AUD',
      cardId: body.cardId,
      customerId,
      fraudToken: body.forterToken,
    }),
  );
  return result.message === undefined ? { status: result.status } : { status: result.status, message: result.message };
}

/** POST PAYMENT_PATHS.saveCard: only for the caller's own provider customer id. */
export async function saveCard(deps: CheckoutDeps, shopper: Shopper, body: SaveCardBody): Promise<{ saved: boolean }> {
  requireAu(shopper);
  const customerId = shopper.identity.customerId;
  if (!customerId) throw forbidden(SIGN_IN_FOR_CARDS_MESSAGE);
  if (body.customerId !== customerId) throw forbidden('body.customerId: is not yours');
  return { saved: await provider(() => deps.gateways.payForm.saveCard({ payId: body.payId, customerId, save: body.save })) };
}

/** GET PAYMENT_PATHS.bnplSession: the BNPL provider's approval page for the current attempt. */
export async function bnplSession(deps: CheckoutDeps, shopper: Shopper, returnUrl: string): Promise<BnplSessionResponse> {
  const { cart } = await openCart(deps.db, shopper);
  const attempt = await openAttemptOf(deps.db, cart.id);
  if (!attempt) throw invalid(START_PAYMENT_FIRST_MESSAGE);
  return provider(() =>
    deps.gateways.bnpl.createPurchase({ reference: attempt.reference, amount: attempt.amount_cents, currency: shopper.site.currency, returnUrl }),
  );
}
