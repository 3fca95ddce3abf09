import { randomBytes } from 'node:crypto';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { countOrderNumber } from './repository';

/** Order numbers and payment references say their site (ours to choose: the spec shows neither format). */
export const SITE_PREFIX: Readonly<Record<SiteCode, string>> = { jrau: 'JAU', jrnz: 'JNZ', rtau: 'RTM' };
/** The first order number of each site is prefix + 1000001. */
const FIRST = 1_000_000;

/** The site's next order number, counted in table order_numbers inside the order's transaction (no gaps on rollback). */
export async function nextOrderNumber(db: Db, site: SiteCode): Promise<string> {
  return `${SITE_PREFIX[site]}${await countOrderNumber(db, site, FIRST)}`;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A merchant reference: site prefix, 8 random characters, the attempt's number for the cart (e.g. JAU-7KQ2MX9A-2). */
export function paymentReference(site: SiteCode, attempt: number): string {
  const chars = [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${SITE_PREFIX[site]}-${chars}-${attempt}`;
}
