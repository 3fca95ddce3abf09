import { CARD_BRAND_NAMES, type CardBrand } from '../../kernel/payments';
import { escapeHtml } from './shared';

/**
 * The card fields and wallet sheet both iframe pages share, as HTML and plain browser script. The script
 * checks the fields as the shopper types (brand from the number, Luhn, MM/YY in the future, 3-digit code,
 * holder name) and talks to the parent page by postMessage on one channel. Same origin as the shop.
 */
export function cardFieldsHtml(brands: readonly CardBrand[]): string {
  const field = (id: string, label: string, attributes: string) =>
    `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes} required aria-required="true" aria-describedby="${id}-error">` +
    `<p id="${id}-error" class="error" aria-live="polite"></p></div>`;
  const names = brands.map((brand) => CARD_BRAND_NAMES[brand]).join(', ');
  return `<p class="brands" id="accepted">Accepted: ${escapeHtml(names)} <span id="brand" aria-live="polite"></span></p>
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">${field('expiry', 'Expiry date (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5"')}
${field('cvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" maxlength="3"')}</div>
${field('holderName', 'Name on card', 'autocomplete="cc-name" maxlength="80"')}
<p id="status" role="status" class="note"></p>`;
}

export function walletHtml(amount: string): string {
  return `<button type="button" id="wallet" class="wallet">Pay with online wallet</button>
<div id="wallet-sheet" role="dialog" aria-modal="false" aria-labelledby="wallet-title" hidden>
<p id="wallet-title">Pay ${escapeHtml(amount)} from your online wallet?</p>
<div class="actions"><button type="button" id="wallet-pay" class="primary">Pay ${escapeHtml(amount)}</button><button type="button" id="wallet-cancel">Cancel</button></div></div>`;
}

/** Defines `card` (field checks and values), `tell`, `listen`, `postJson` and `wallet` for the page script. */
export const CARD_FORM_SCRIPT = String.raw`
var BRAND_NAMES = ${JSON.stringify(CARD_BRAND_NAMES)};
var $ = function (id) { return document.getElementById(id); };
var FIELDS = ['number', 'expiry', 'cvc', 'holderName'];
function digitsOf(v) { return v.replace(/[\s-]/g, ''); }
function brandOf(d) {
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(d)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return null;
}
function luhn(d) {
  var sum = 0;
  for (var i = 0; i < d.length; i++) { var n = +d[d.length - 1 - i]; if (i % 2) { n *= 2; if (n > 9) n -= 9; } sum += n; }
  return d.length > 0 && sum % 10 === 0;
}
function expiryCurrent(v) {
  var m = /^(0[1-9]|1[0-2])\/(\d\d)$/.exec(v); if (!m) return false;
  var now = new Date(); var y = 2000 + +m[2], mo = +m[1];
  return y > now.getFullYear() || (y === now.getFullYear() && mo >= now.getMonth() + 1);
}
var card = {
  values: function () { return { number: $('number').value, expiry: $('expiry').value.trim(), cvc: $('cvc').value.trim(), holderName: $('holderName').value.trim() }; },
  errors: function () {
    var v = card.values(), d = digitsOf(v.number), e = {}, b = brandOf(d);
    if (!/^\d{12,19}$/.test(d) || !luhn(d)) e.number = 'Enter a valid card number';
    else if (!b || CONFIG.brands.indexOf(b) < 0) e.number = 'This card brand is not accepted';
    if (!/^(0[1-9]|1[0-2])\/\d\d$/.test(v.expiry)) e.expiry = 'Enter the expiry date as MM/YY';
    else if (!expiryCurrent(v.expiry)) e.expiry = 'This card has expired';
    if (!/^\d{3}$/.test(v.cvc)) e.cvc = 'Enter the 3-digit security code';
    if (!v.holderName) e.holderName = 'Enter the name on the card';
    return e;
  },
  show: function (e, only) {
    FIELDS.forEach(function (f) {
      if (only && only !== f) return;
      $(f).setAttribute('aria-invalid', e[f] ? 'true' : 'false');
      $(f + '-error').textContent = e[f] || '';
    });
  },
  clear: function () { FIELDS.forEach(function (f) { $(f).value = ''; }); $('brand').textContent = ''; },
  busy: function (on, text) {
    FIELDS.concat(['wallet']).forEach(function (f) { if ($(f)) $(f).disabled = on; });
    $('status').textContent = text || '';
  },
};
function tell(message) { message.channel = CONFIG.channel; window.parent.postMessage(message, location.origin); }
function resize() { tell({ type: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) }); }
function listen(handle) {
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== location.origin) return;
    var m = event.data;
    if (m && m.channel === CONFIG.channel) handle(m);
  });
}
function postJson(url, body) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then(function (r) { return r.json().then(function (b) { return { status: r.status, body: b }; }); })
    .catch(function () { return { status: 0, body: { message: 'The payment provider could not be reached' } }; });
}
var valid = false;
function watchFields(onValidity) {
  FIELDS.forEach(function (f) {
    $(f).addEventListener('input', function () {
      if (f === 'expiry' && /^\d{4}$/.test($('expiry').value)) $('expiry').value = $('expiry').value.replace(/^(\d\d)/, '$1/');
      if (f === 'number') { var b = brandOf(digitsOf($('number').value)); $('brand').textContent = b ? '(' + BRAND_NAMES[b] + ')' : ''; }
      var now = Object.keys(card.errors()).length === 0;
      if (now !== valid) { valid = now; onValidity(valid); }
    });
    $(f).addEventListener('blur', function () { if ($(f).value) card.show(card.errors(), f); });
  });
}
function wallet(onPay, onCancel) {
  $('wallet').addEventListener('click', function () { $('wallet-sheet').hidden = false; $('wallet-pay').focus(); resize(); });
  $('wallet-pay').addEventListener('click', function () { $('wallet-sheet').hidden = true; resize(); onPay(); });
  $('wallet-cancel').addEventListener('click', function () { $('wallet-sheet').hidden = true; resize(); $('wallet').focus(); onCancel(); });
}
`;
