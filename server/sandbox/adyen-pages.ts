import { DROP_IN_SETTINGS, dropInLocale } from '../../kernel/payments';
import type { CardBrand } from '../services/payments/gateways';
import { CARD_FORM_SCRIPT, cardFieldsHtml, walletHtml } from './card-form';
import { escapeHtml, formatCents, scriptJson } from './shared';

export const DROP_IN_CHANNEL = 'adyen-drop-in';

/**
 * The card drop-in page (spec §5 Card drop-in): holder name shown and required, no billing address, the
 * valid flag reported as it changes, no pay button of its own (the shop's place-order button asks it to
 * submit), and an online-wallet button that pays by itself.
 */
export function dropInPage(input: {
  readonly sessionId: string;
  readonly sessionData: string | null;
  readonly brands: readonly CardBrand[];
  readonly amount: number;
  readonly currency: string;
  readonly country: 'AU' | 'NZ';
}) {
  const amount = formatCents(input.amount, input.currency);
  const settings = { ...DROP_IN_SETTINGS, locale: dropInLocale(input.country) };
  const config = {
    channel: DROP_IN_CHANNEL,
    sessionId: input.sessionId,
    sessionData: input.sessionData,
    brands: input.brands,
    ...settings,
  };
  const body = `<main><h1>Card details</h1>
<p class="note">${escapeHtml(settings.environment)} environment · ${escapeHtml(settings.locale)}</p>
<form id="card" novalidate>${cardFieldsHtml(input.brands)}</form>${walletHtml(amount)}</main>`;
  const script = `var CONFIG = ${scriptJson(config)};${CARD_FORM_SCRIPT}
var base = '/sandbox/adyen/sessions/' + encodeURIComponent(CONFIG.sessionId);
function outcome(res) {
  if (res.status === 200 && res.body.action) return { action: res.body.action };
  if (res.status === 200) return { resultCode: res.body.resultCode, refusalReason: res.body.refusalReason, merchantReference: res.body.merchantReference };
  return { error: { name: res.status === 0 ? 'NETWORK_ERROR' : 'ERROR', message: res.body.message || 'The payment could not be made' } };
}
function pay(paymentMethod, requestId) {
  card.busy(true, 'Processing payment…');
  return postJson(base + '/payments', { sessionData: CONFIG.sessionData, paymentMethod: paymentMethod }).then(function (res) {
    card.busy(false, '');
    if (res.status === 200) card.clear();
    tell({ type: 'result', requestId: requestId, result: outcome(res) });
  });
}
listen(function (m) {
  if (m.type === 'submit') {
    var errors = card.errors();
    card.show(errors);
    if (Object.keys(errors).length) { tell({ type: 'result', requestId: m.requestId, result: { invalid: true } }); resize(); return; }
    var v = card.values();
    pay({ type: 'scheme', number: v.number, expiry: v.expiry, cvc: v.cvc, holderName: v.holderName }, m.requestId);
  } else if (m.type === 'details') {
    card.busy(true, 'Finishing payment…');
    postJson(base + '/details', { redirectResult: m.redirectResult }).then(function (res) {
      card.busy(false, '');
      tell({ type: 'result', requestId: m.requestId, result: outcome(res) });
    });
  }
});
watchFields(function (v) { tell({ type: 'valid', valid: v }); });
wallet(function () { pay({ type: 'wallet' }); }, function () {
  tell({ type: 'result', result: { error: { name: 'CANCEL', message: 'The wallet payment was cancelled' } } });
});
tell({ type: 'ready', settings: { locale: CONFIG.locale, environment: CONFIG.environment, brands: CONFIG.brands } });
resize();`;
  return { title: 'Card payment', body, script, framable: true };
}

/** The 3-D Secure challenge, shown in the top window; either choice returns the shopper to the shop. */
export function challengePage(input: { readonly challengeId: string; readonly amount: number; readonly currency: string }) {
  const id = escapeHtml(input.challengeId);
  const form = (decision: string, label: string, primary: boolean) =>
    `<form method="post" action="/sandbox/adyen/challenge"><input type="hidden" name="challengeId" value="${id}">` +
    `<input type="hidden" name="decision" value="${decision}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  const body = `<main><h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of ${escapeHtml(formatCents(input.amount, input.currency))} (3-D Secure test page).</p>
<div class="actions">${form('complete', 'Complete', true)}${form('cancel', 'Cancel', false)}</div></main>`;
  return { title: 'Confirm your payment', body, framable: false };
}
