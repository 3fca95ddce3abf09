import { CARD_BRAND_NAMES, isCardBrand } from '../../../kernel/payments';

/** A card brand as a shopper reads it on the card (spec §3 Card brands: the wire keeps the codes). */
export const cardBrandName = (brand: string): string =>
  isCardBrand(brand) ? CARD_BRAND_NAMES[brand] : brand.charAt(0).toUpperCase() + brand.slice(1);

/** A card named the same way on every page, mail and invoice: "Visa ending 1111". */
export const cardLabel = (brand: string, last4: string): string => `${cardBrandName(brand)} ending ${last4}`;
