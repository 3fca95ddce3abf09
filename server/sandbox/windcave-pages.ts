import type { CardField } from './test-cards';
import { escapeHtml, formatCents } from './shared';
import { HPP_BASE } from './windcave-signing';
import type { PaymentPage } from './windcave-state';

/**
 * The hosted payment page's screens (spec §1 Checkout, §9 Payments): whole pages the shopper leaves the shop for,
 * never framed, working without script. Plain forms post back to the page; the card number is never written into
 * a page, not even after a refusal.
 */

const hidden = (fields: Readonly<Record<string, string>>): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** One card field with its label and its error, tied together for assistive technology. */
function field(id: CardField, label: string, attributes: string, error: string | undefined, value = ''): string {
  const invalid = error ? ' aria-invalid="true"' : '';
  const shown = value ? ` value="${escapeHtml(value)}"` : '';
  return (
    `<div><label for="${id}">${label}</label>` +
    `<input id="${id}" name="${id}" ${attributes}${shown} required aria-required="true"${invalid} aria-describedby="${id}-error">` +
    `<p id="${id}-error" class="error">${error ? escapeHtml(error) : ''}</p></div>`
  );
}

/** The card form for a payment; after a refused post, each field's error beside it. */
export function paymentPage(page: PaymentPage, errors: Partial<Record<CardField, string>> = {}) {
  const amount = escapeHtml(formatCents(page.amount, page.currency));
  const signed = hidden(page.fields);
  const summary = Object.keys(errors).length ? '<p class="error" role="alert">Check the card details below: the payment was not made.</p>' : '';
  const body = `<main><h1>Secure payment</h1>
<p>Amount to pay: <strong>${amount}</strong> ${escapeHtml(page.currency)}</p>
<p class="note">Order reference ${escapeHtml(page.reference)} · Test environment: no real card is charged.</p>
<form method="post" action="${HPP_BASE}/pay" novalidate>${signed}${summary}
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', errors.number)}
<div class="row">${field('expiry', 'Expiry date (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5"', errors.expiry, page.values?.expiry)}
${field('cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', errors.cvc)}</div>
${field('holderName', 'Name on card', 'autocomplete="cc-name" maxlength="80"', errors.holderName, page.values?.holderName)}
<div class="actions"><button type="submit" class="primary">Pay ${amount}</button></div></form>
<form method="post" action="${HPP_BASE}/cancel">${signed}<div class="actions"><button type="submit">Cancel and return to the shop</button></div></form></main>`;
  return { title: 'Secure payment', body, framable: false };
}

/** A link the shop did not sign as it is, or one past its time: nothing is paid through it. */
export function invalidLinkPage(reason: 'invalid' | 'expired') {
  const why = reason === 'expired' ? 'It has expired.' : 'It is incomplete, or was changed after the shop made it.';
  const body = `<main><h1>This payment link is not valid</h1><p>${why} Nothing was paid.</p>
<p>Return to the shop and place your order again.</p></main>`;
  return { title: 'Payment link not valid', body, framable: false };
}

/** The 3-D Secure step: either choice returns the shopper to the shop. */
export function challengePage(input: { readonly challengeId: string; readonly amount: number; readonly currency: string }) {
  const id = escapeHtml(input.challengeId);
  const form = (decision: 'approve' | 'fail', label: string, primary: boolean) =>
    `<form method="post" action="${HPP_BASE}/challenge"><input type="hidden" name="challengeId" value="${id}">` +
    `<input type="hidden" name="decision" value="${decision}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  const body = `<main><h1>3-D Secure</h1>
<p>Your bank asks you to confirm a payment of ${escapeHtml(formatCents(input.amount, input.currency))} (3-D Secure test page).</p>
<div class="actions">${form('approve', 'Approve', true)}${form('fail', 'Fail', false)}</div></main>`;
  return { title: '3-D Secure', body, framable: false };
}

/** A challenge answered already, or never opened. */
export function challengeClosedPage() {
  return {
    title: '3-D Secure',
    body: '<main><h1>This authentication is not open</h1><p>It was answered already, or has expired.</p></main>',
    framable: false,
  };
}
