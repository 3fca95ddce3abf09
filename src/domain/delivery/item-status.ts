/** Spec §9 Delivery and stores: marketplace items ship with a 15-day lead time. */
export const MARKETPLACE_LEAD_TIME_DAYS = 15;

// Spec §8 Stock and delivery messages, verbatim.
export const MARKETPLACE_MESSAGE = `Direct from Supplier to store - ${MARKETPLACE_LEAD_TIME_DAYS}-Day Lead Time`;
export const BULKY_MESSAGE = 'Bulky goods freight';
export const DANGEROUS_GOOD_MESSAGE = 'Dangerous good';
export const CLICK_AND_COLLECT_ONLY_MESSAGE = 'Item only available through click and collect';
export const DISCONTINUED_MESSAGE = 'Discontinued product';
export const SOLD_BY_METRE_MESSAGE = 'Sold by meter item';
export const OUT_OF_STOCK_MESSAGE = 'Out of stock';
export const UNAVAILABLE_FOR_DELIVERY_MESSAGE = 'Unavailable for delivery';
export const NO_FREE_FREIGHT_MESSAGE = 'Sorry but your product does not qualify for free freight';

/**
 * The item_status_tags vocabulary (spec §3 Product, Line item), in the order their messages are shown.
 * The spec names the messages, not the tags; these spellings are ours and the contract's.
 */
export const ITEM_STATUS_TAGS = ['discontinued', 'click-and-collect-only', 'marketplace', 'bulky', 'dangerous-good', 'sold-by-metre'] as const;
export type ItemStatusTag = (typeof ITEM_STATUS_TAGS)[number];

export const ITEM_STATUS_MESSAGES: Readonly<Record<ItemStatusTag, string>> = {
  discontinued: DISCONTINUED_MESSAGE,
  'click-and-collect-only': CLICK_AND_COLLECT_ONLY_MESSAGE,
  marketplace: MARKETPLACE_MESSAGE,
  bulky: BULKY_MESSAGE,
  'dangerous-good': DANGEROUS_GOOD_MESSAGE,
  'sold-by-metre': SOLD_BY_METRE_MESSAGE,
};

/** What a product or line item says about itself; "out of stock" is `inStock === false`, never a tag. */
export interface ItemStatus {
  readonly item_status_tags?: readonly string[] | null;
  readonly inStock?: boolean | null;
}

/** The known tags an item carries, each once, in display order; unknown tags are ignored, case and spaces too. */
export function itemStatusTags(item: ItemStatus): ItemStatusTag[] {
  const carried = new Set((item.item_status_tags ?? []).map((tag) => tag.trim().toLowerCase()));
  return ITEM_STATUS_TAGS.filter((tag) => carried.has(tag));
}

export const hasItemStatusTag = (item: ItemStatus, tag: ItemStatusTag): boolean => itemStatusTags(item).includes(tag);

export const isOutOfStock = (item: ItemStatus): boolean => item.inStock === false;

/** Every badge an item shows: "Out of stock" first, then one message per known tag. */
export function itemStatusMessages(item: ItemStatus): string[] {
  const messages = itemStatusTags(item).map((tag) => ITEM_STATUS_MESSAGES[tag]);
  return isOutOfStock(item) ? [OUT_OF_STOCK_MESSAGE, ...messages] : messages;
}

/** Why an item cannot go to home delivery, or null when it can. */
export function homeDeliveryBlocker(item: ItemStatus): string | null {
  if (isOutOfStock(item)) return OUT_OF_STOCK_MESSAGE;
  if (hasItemStatusTag(item, 'click-and-collect-only')) return UNAVAILABLE_FOR_DELIVERY_MESSAGE;
  return null;
}

/** Bulky goods travel as bulky freight (spec §9 code *_NTD), which is never free. */
export const qualifiesForFreeFreight = (item: ItemStatus): boolean => !hasItemStatusTag(item, 'bulky');

export const freeFreightMessage = (item: ItemStatus): string | null => (qualifiesForFreeFreight(item) ? null : NO_FREE_FREIGHT_MESSAGE);
