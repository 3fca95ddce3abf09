import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import type { Order } from '../../../contract/orders';
import { formatMoney } from '../../../src/domain/money';
import { cardLabel } from '../../../src/domain/payments';
import { BRAND_NAMES } from '../../../src/domain/site/brand-names';
import { SITES, type SiteCode } from '../../../src/domain/site';

/** The shop's own tax registration numbers, printed on its invoices (ours, not any real business's). */
export const TAX_REGISTRATION: Readonly<Record<'AU' | 'NZ', { readonly label: string; readonly number: string; readonly tax: string }>> = {
  AU: { label: 'ABN', number: '51 824 753 556', tax: 'GST (10%)' },
  NZ: { label: 'GST number', number: '123-456-789', tax: 'GST (15%)' },
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/**
 * The order's tax invoice as a PDF (spec §7 POST /bff/account/print-invoice): the site's brand, our tax
 * number, the order number and date, who it is billed to, the lines, and the totals with the GST they
 * include, in the order's currency and the site's locale. Every figure is the order's own.
 */
export async function invoicePdf(order: Order): Promise<Uint8Array> {
  const site = SITES[order.site as SiteCode];
  const registration = TAX_REGISTRATION[site.country];
  const money = (cents: number) => formatMoney({ centAmount: cents, currencyCode: order.currency ?? site.currency }, site.locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`Tax invoice ${order.orderNumber}`);
  doc.setAuthor(BRAND_NAMES[site.brand]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const write = (text: string, x: number, options: { font?: PDFFont; size?: number; right?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const printable = printableIn(font, text);
    const at = options.right ? x - font.widthOfTextAtSize(printable, size) : x;
    page.drawText(printable, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.12) });
  };
  const nextLine = (step = 14) => {
    y -= step;
    if (y < MARGIN + 40) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const right = A4[0] - MARGIN;

  write(BRAND_NAMES[site.brand], MARGIN, { font: bold, size: 18 });
  write('Tax invoice', right, { font: bold, size: 16, right: true });
  nextLine(20);
  write(`${registration.label} ${registration.number}`, MARGIN);
  write(`Order ${order.orderNumber}`, right, { right: true });
  nextLine();
  write(`Date ${new Date(order.createdAt).toLocaleDateString(site.locale, { day: 'numeric', month: 'long', year: 'numeric' })}`, right, {
    right: true,
  });
  nextLine(24);

  const contact = order.contactDetails;
  write('Billed to', MARGIN, { font: bold });
  nextLine();
  write(`${contact.firstName} ${contact.lastName}`, MARGIN);
  nextLine();
  write(contact.address.addressLine1, MARGIN);
  nextLine();
  write([contact.address.city, contact.address.state, contact.address.postalCode, contact.address.country].filter(Boolean).join(' '), MARGIN);
  nextLine();
  write(contact.email, MARGIN);
  nextLine(24);

  const columns = { qty: 360, unit: 450, total: right };
  write('Item', MARGIN, { font: bold });
  write('Qty', columns.qty, { font: bold, right: true });
  write('Unit price', columns.unit, { font: bold, right: true });
  write('Amount', columns.total, { font: bold, right: true });
  nextLine(6);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  nextLine(12);
  for (const line of order.lineItems) {
    write(clip(`${line.name} (${line.sku})`, 60), MARGIN);
    write(String(line.quantity), columns.qty, { right: true });
    write(money(line.unitPrice), columns.unit, { right: true });
    write(money(line.lineTotal), columns.total, { right: true });
    nextLine();
  }
  nextLine(6);

  const rows: Array<[string, number, boolean?]> = [['Subtotal', order.subtotal]];
  if (order.discount > 0) rows.push([`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`, -order.discount]);
  if (order.coupon > 0) rows.push(['Coupon', -order.coupon]);
  rows.push([order.shippingMethod ? `Delivery: ${order.shippingMethod.name}` : 'Delivery', order.shipping]);
  if (order.insurance > 0) rows.push(['Shipping insurance', order.insurance]);
  rows.push([`Total (${order.currency ?? site.currency})`, order.total, true]);
  rows.push([`Includes ${registration.tax}`, order.tax]);
  if (order.giftCard > 0) rows.push(['Paid by gift card', order.giftCard]);
  if (order.credit > 0) rows.push(['Paid from account credit', order.credit]);
  const paidBy = order.cardBrand && order.cardLast4 ? cardLabel(order.cardBrand, order.cardLast4) : order.paymentMethod;
  rows.push([`Paid by ${paidBy}`, order.total - order.giftCard - order.credit]);
  for (const [label, cents, strong] of rows) {
    const font = strong ? bold : regular;
    write(label, columns.unit - 140, { font });
    write(cents < 0 ? `-${money(-cents)}` : money(cents), columns.total, { font, right: true });
    nextLine();
  }
  nextLine(18);
  write('Thank you for your order. Keep this invoice for your warranty and returns.', MARGIN, { size: 9 });
  return doc.save();
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}...` : text);

/** The standard fonts cover WinAnsi only: any other character is printed as '?' rather than failing the invoice. */
function printableIn(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}
