import type { Order } from '../../../contract/orders';
import { formatMoney } from '../../../src/domain/money';
import { SITES, type SiteCode, timeZoneOf } from '../../../src/domain/site';
import { type SafeHtml, html } from './html';
import { type MailBody, button, paragraph } from './layout';

const cell = 'padding:6px 8px;border-bottom:1px solid #d8dbe0';

/** The order's money as the invoice has it: each figure from the order's own cents, in its currency and the site's locale. */
export function orderMoney(order: Order) {
  const site = SITES[order.site as SiteCode];
  return (cents: number) =>
    (cents < 0 ? '-' : '') + formatMoney({ centAmount: Math.abs(cents), currencyCode: order.currency ?? site.currency }, site.locale);
}

/** The lines of the totals, as on the invoice. */
function totals(order: Order): Array<{ label: string; cents: number; strong?: boolean }> {
  const rows: Array<{ label: string; cents: number; strong?: boolean }> = [{ label: 'Subtotal', cents: order.subtotal }];
  if (order.discount > 0) rows.push({ label: `Discount${order.discountCode ? ` (${order.discountCode})` : ''}`, cents: -order.discount });
  if (order.coupon > 0) rows.push({ label: 'Coupon', cents: -order.coupon });
  rows.push({
    label: order.shippingMethod ? `Delivery: ${order.shippingMethod.name}` : order.store ? 'Click & Collect' : 'Delivery',
    cents: order.shipping,
  });
  if (order.insurance > 0) rows.push({ label: 'Shipping insurance', cents: order.insurance });
  rows.push({ label: `Total (${order.currency ?? SITES[order.site as SiteCode].currency})`, cents: order.total, strong: true });
  rows.push({ label: 'Includes GST', cents: order.tax });
  if (order.giftCard > 0) rows.push({ label: 'Paid by gift card', cents: order.giftCard });
  if (order.credit > 0) rows.push({ label: 'Paid from account credit', cents: order.credit });
  return rows;
}

/** Where the goods go: the delivery address, or the store to collect from. */
function whereTo(order: Order): { title: string; lines: string[] } {
  if (order.store) {
    const s = order.store;
    return { title: 'Click & Collect from', lines: [s.name, s.address, [s.suburb, s.state, s.postcode].filter(Boolean).join(' ')] };
  }
  const c = order.contactDetails;
  const a = c.address;
  return {
    title: order.shippingMethod ? `Delivery (${order.shippingMethod.name}) to` : 'Delivery to',
    lines: [
      `${c.firstName} ${c.lastName}`,
      a.addressLine1,
      a.additionalAddressInfo ?? '',
      [a.city, a.state, a.postalCode].filter(Boolean).join(' '),
    ].filter((l) => l !== ''),
  };
}

/** The order confirmation: its lines, totals, where it goes, and (attached by the caller) the tax invoice. */
export function orderConfirmation(order: Order, link: string | null): MailBody & { link?: string } {
  const money = orderMoney(order);
  const where = whereTo(order);
  const rows = totals(order);
  const collect = order.store !== null;
  const next = collect ? 'Bring this mail and photo ID when you collect.' : '';
  const linesHtml: SafeHtml = html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin:8px 0 16px">
<tr><th align="left" style="${cell}">Item</th><th align="right" style="${cell}">Qty</th><th align="right" style="${cell}">Price</th><th align="right" style="${cell}">Amount</th></tr>
${order.lineItems.map((line) => html`<tr><td style="${cell}">${line.name}<br><span style="color:#4a4f57;font-size:12px">${line.sku}</span></td><td align="right" style="${cell}">${line.quantity}</td><td align="right" style="${cell}">${money(line.unitPrice)}</td><td align="right" style="${cell}">${money(line.lineTotal)}</td></tr>`)}
${rows.map((row) => html`<tr><td colspan="3" align="right" style="padding:4px 8px;${row.strong ? 'font-weight:bold' : ''}">${row.label}</td><td align="right" style="padding:4px 8px;${row.strong ? 'font-weight:bold' : ''}">${money(row.cents)}</td></tr>`)}
</table>`;
  const body = html`${paragraph(`Thanks for your order, ${order.contactDetails.firstName}. Your order number is ${order.orderNumber}.`)}
${linesHtml}
<p style="margin:0 0 4px;font-weight:bold">${where.title}</p><p style="margin:0 0 12px">${where.lines.map((l, i) => html`${i > 0 ? html`<br>` : ''}${l}`)}</p>
${next ? paragraph(next) : ''}
${paragraph('Your tax invoice is attached as a PDF.')}
${link ? button(siteBrand(order), link, 'See your order') : ''}`;
  const width = 44;
  const textLines = order.lineItems.map((l) => `${l.quantity} × ${l.name} (${l.sku}) at ${money(l.unitPrice)}: ${money(l.lineTotal)}`);
  const textTotals = rows.map((r) => `${r.label}:`.padEnd(width) + ` ${money(r.cents)}`);
  const text = [
    `Thanks for your order, ${order.contactDetails.firstName}. Your order number is ${order.orderNumber}.`,
    '',
    ...textLines,
    '',
    ...textTotals,
    '',
    `${where.title}:`,
    ...where.lines,
    '',
    ...(next ? [next] : []),
    'Your tax invoice is attached as a PDF.',
    ...(link ? ['', `See your order: ${link}`] : []),
  ].join('\n');
  return { subject: `Your order ${order.orderNumber} is confirmed`, heading: 'Thanks for your order', html: body, text, ...(link ? { link } : {}) };
}

export const siteBrand = (order: Order) => SITES[order.site as SiteCode].brand;

/** The return label mail: what is going back, and the label attached. */
export function returnLabelMail(
  order: Order,
  reference: string,
  items: ReadonlyArray<{ name: string; sku: string; quantity: number }>,
  link: string,
): MailBody & { link: string } {
  const body = html`${paragraph(`Here is the return label for order ${order.orderNumber} (return ${reference}).`)}
<ul style="margin:0 0 12px;padding-left:20px">${items.map((i) => html`<li>${i.quantity} × ${i.name} (${i.sku})</li>`)}</ul>
${paragraph('Print the attached label, stick it on the parcel and post it: the postage is paid. Or bring the parcel and this mail to any of our stores.')}
${paragraph('We refund to the way you paid once the goods are back with us.')}
${button(siteBrand(order), link, 'See your order')}`;
  const text = [
    `Here is the return label for order ${order.orderNumber} (return ${reference}).`,
    '',
    ...items.map((i) => `- ${i.quantity} × ${i.name} (${i.sku})`),
    '',
    'Print the attached label, stick it on the parcel and post it: the postage is paid. Or bring the parcel and this mail to any of our stores.',
    'We refund to the way you paid once the goods are back with us.',
    '',
    `See your order: ${link}`,
  ].join('\n');
  return { subject: `Your return label for order ${order.orderNumber}`, heading: 'Your return label', html: body, text, link };
}

/** How long a store keeps a Click & Collect order once it is ready (the help chat tells shoppers the same). */
export const COLLECTION_HOLD_DAYS = 7;

/** An order ready at its store: where to collect it, what to bring, and until when it is held. */
export function readyToCollectMail(order: Order, readyAt: number, link: string | null): MailBody & { link?: string } {
  const site = SITES[order.site as SiteCode];
  const where = whereTo(order);
  const until = new Date(readyAt + COLLECTION_HOLD_DAYS * 86_400_000).toLocaleDateString(site.locale, {
    timeZone: timeZoneOf(site.country, order.store?.state),
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const items = order.lineItems.map((l) => `${l.quantity} × ${l.name} (${l.sku})`);
  const bring = 'Bring this mail and photo ID; someone you send can collect with this mail and their own ID.';
  const hold = `We hold your order until ${until}.`;
  const body = html`${paragraph(`Good news, ${order.contactDetails.firstName}: order ${order.orderNumber} is ready to collect.`)}
<p style="margin:0 0 4px;font-weight:bold">Collect from</p><p style="margin:0 0 12px">${where.lines.map((l, i) => html`${i > 0 ? html`<br>` : ''}${l}`)}</p>
<ul style="margin:0 0 12px;padding-left:20px">${items.map((i) => html`<li>${i}</li>`)}</ul>
${paragraph(bring)}
${paragraph(hold)}
${link ? button(siteBrand(order), link, 'See your order') : ''}`;
  const text = [
    `Good news, ${order.contactDetails.firstName}: order ${order.orderNumber} is ready to collect.`,
    '',
    'Collect from:',
    ...where.lines,
    '',
    ...items.map((i) => `- ${i}`),
    '',
    bring,
    hold,
    ...(link ? ['', `See your order: ${link}`] : []),
  ].join('\n');
  return { subject: `Your order ${order.orderNumber} is ready to collect`, heading: 'Ready to collect', html: body, text, ...(link ? { link } : {}) };
}
