import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import type { Order } from '../../../contract/orders';
import { BRAND_NAMES } from '../../../src/domain/site/brand-names';
import { SITES, type SiteCode } from '../../../src/domain/site';

/** Where returns go: the shop's own reply-paid addresses at its distribution centres (invented, like its tax numbers). */
export const RETURNS_ADDRESS: Readonly<Record<'AU' | 'NZ', readonly string[]>> = {
  AU: ['Returns, Sydney Distribution Centre', 'Reply Paid 84512', 'Wetherill Park NSW 2164', 'Australia'],
  NZ: ['Returns, Auckland Distribution Centre', 'Freepost 271045', 'East Tamaki, Auckland 2013', 'New Zealand'],
};

/** 4 × 6 inches, the size of a courier's label. */
const LABEL: [number, number] = [288, 432];
const MARGIN = 18;

/**
 * The return label of one return of an order: from the customer (the order's contact address), to the shop's
 * returns address, with the return's reference large enough to scan by eye and what is in the parcel.
 */
export async function returnLabelPdf(order: Order, reference: string, items: ReadonlyArray<{ sku: string; quantity: number }>): Promise<Uint8Array> {
  const site = SITES[order.site as SiteCode];
  const doc = await PDFDocument.create();
  doc.setTitle(`Return label ${reference}`);
  doc.setAuthor(BRAND_NAMES[site.brand]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(LABEL);
  let y = LABEL[1] - MARGIN - 12;
  const write = (text: string, options: { font?: PDFFont; size?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    // Large type needs room above its baseline, or it runs into the line before.
    if (size > 14) y -= size - 12;
    page.drawText(printableIn(font, text).slice(0, 60), { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= size + 4;
  };
  const rule = () => {
    y += 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: LABEL[0] - MARGIN, y }, thickness: 1, color: rgb(0.2, 0.2, 0.2) });
    y -= 14;
  };
  write(`${BRAND_NAMES[site.brand]} return`, { font: bold, size: 14 });
  write('Postage paid: no stamp needed');
  rule();
  write('TO', { font: bold, size: 8 });
  for (const line of RETURNS_ADDRESS[site.country]) write(line, { font: bold, size: 12 });
  rule();
  const c = order.contactDetails;
  write('FROM', { font: bold, size: 8 });
  write(`${c.firstName} ${c.lastName}`);
  write(c.address.addressLine1);
  if (c.address.additionalAddressInfo) write(c.address.additionalAddressInfo);
  write([c.address.city, c.address.state, c.address.postalCode].filter(Boolean).join(' '));
  rule();
  write('RETURN', { font: bold, size: 8 });
  write(reference, { font: bold, size: 26 });
  write(`Order ${order.orderNumber}`);
  rule();
  write('IN THE PARCEL', { font: bold, size: 8 });
  const names = new Map(order.lineItems.map((line) => [line.sku, line.name]));
  for (const item of items.slice(0, 8)) write(`${item.quantity} x ${names.get(item.sku) ?? item.sku}`.slice(0, 48), { size: 9 });
  if (items.length > 8) write(`and ${items.length - 8} more`, { size: 9 });
  return doc.save();
}

/** The standard fonts cover WinAnsi only: any other character is printed as '?'. */
function printableIn(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}
