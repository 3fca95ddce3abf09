import type { CardBrand } from '../services/payments/gateways';
import { CARD_FORM_SCRIPT, cardFieldsHtml, walletHtml } from './card-form';
import { escapeHtml, formatCents, scriptJson } from './shared';

export const PAY_FORM_CHANNEL = 'tyro-pay-form';

/**
 * The AU pay form page (spec §4 Second card provider's pay form, §5 Pay form errors): card fields, "Save this
 * card" when the shopper is signed in, a wallet button. Field problems are shown in the form and reported
 * as CLIENT_VALIDATION_ERROR without an errorCode, so the shop adds no toast.
 */
export function payFormPage(input: {
  readonly paySecret: string;
  readonly canSave: boolean;
  readonly amount: number;
  readonly brands: readonly CardBrand[];
}) {
  const amount = formatCents(input.amount, 'AUD');
  const config = { channel: PAY_FORM_CHANNEL, paySecret: input.paySecret, brands: input.brands };
  const save = input.canSave ? '<p class="check"><input type="checkbox" id="save" name="save"> <label for="save">Save this card</label></p>' : '';
  const body = `<main><h1>Pay ${amount} by card</h1><form id="card" novalidate>${cardFieldsHtml(input.brands)}${save}</form>${walletHtml(amount)}</main>`;
  const script = `var CONFIG = ${scriptJson(config)};${CARD_FORM_SCRIPT}
var base = '/sandbox/tyro/pay-requests/' + encodeURIComponent(CONFIG.paySecret);
function outcome(res) {
  if (res.status === 200) return res.body;
  if (res.status === 400) return { type: 'CLIENT_VALIDATION_ERROR', errorCode: 'INVALID_REQUEST', message: res.body.message };
  return { type: 'PAY_REQUEST_ERROR', errorCode: res.status === 0 ? 'NETWORK_ERROR' : 'HTTP_' + res.status, message: res.body.message || 'The payment could not be made' };
}
function send(path, body, requestId) {
  card.busy(true, 'Processing payment…');
  return postJson(base + path, body).then(function (res) {
    card.busy(false, '');
    if (res.status === 200 && res.body.status === 'SUCCESS') card.clear();
    tell({ type: 'result', requestId: requestId, result: outcome(res) });
  });
}
listen(function (m) {
  if (m.type !== 'submit') return;
  var errors = card.errors();
  card.show(errors);
  var bad = Object.keys(errors);
  if (bad.length) {
    tell({ type: 'result', requestId: m.requestId, result: { type: 'CLIENT_VALIDATION_ERROR', message: errors[bad[0]] } });
    resize();
    return;
  }
  var v = card.values();
  send('/pay', { card: { number: v.number, expiry: v.expiry, cvc: v.cvc, holderName: v.holderName }, save: !!($('save') && $('save').checked) }, m.requestId);
});
watchFields(function (v) { tell({ type: 'valid', valid: v }); });
wallet(function () { send('/pay', { wallet: true }); }, function () { send('/cancel', {}); });
tell({ type: 'ready', settings: { brands: CONFIG.brands } });
resize();`;
  return { title: 'Card payment', body, script, framable: true };
}

/**
 * The card page in "register a card" mode, opened from My Account: the same card fields, no amount and no
 * wallet. The card is checked (a declined card is refused) and nothing is paid; on success the page sends
 * the shopper back to the shop's returnPath with ?payId=…, and the shop asks to keep the card.
 */
export function registerCardPage(input: { readonly paySecret: string; readonly returnPath: string; readonly brands: readonly CardBrand[] }) {
  const config = { channel: PAY_FORM_CHANNEL, paySecret: input.paySecret, brands: input.brands, returnPath: input.returnPath };
  const back = escapeHtml(input.returnPath);
  const body = `<main><h1>Save a card to your account</h1><p class="note">Nothing is charged: the card is checked and kept for faster checkout.</p>
<form id="card" novalidate>${cardFieldsHtml(input.brands)}<div class="actions"><button type="submit" class="primary" id="save-card">Save card</button><a href="${back}">Cancel</a></div></form></main>`;
  const script = `var CONFIG = ${scriptJson(config)};${CARD_FORM_SCRIPT}
var base = '/sandbox/tyro/pay-requests/' + encodeURIComponent(CONFIG.paySecret);
watchFields(function () {});
$('card').addEventListener('submit', function (event) {
  event.preventDefault();
  var errors = card.errors();
  card.show(errors);
  if (Object.keys(errors).length) return;
  var v = card.values();
  card.busy(true, 'Checking your card…');
  $('save-card').disabled = true;
  postJson(base + '/pay', { card: { number: v.number, expiry: v.expiry, cvc: v.cvc, holderName: v.holderName }, save: true }).then(function (res) {
    card.busy(false, '');
    $('save-card').disabled = false;
    if (res.status === 200 && res.body.status === 'SUCCESS') {
      location.assign(CONFIG.returnPath + '?payId=' + encodeURIComponent(res.body.payId));
      return;
    }
    $('status').textContent = (res.body && res.body.message) || 'The card could not be checked';
  });
});`;
  return { title: 'Save a card', body, script, framable: false };
}
