import { z } from 'zod';

/**
 * GA4's recommended ecommerce events as its developer documentation describes their parameters ("Measure
 * ecommerce", "Recommended events"), for checking what an adapter pushes onto the dataLayer: the `ecommerce`
 * object's fields and types, the required ones, and GA4's naming limits. Events GA4 does not recommend (the
 * spec's own names, such as cart_contents_push) are held to the naming limits only.
 */

/** GA4: event and parameter names start with a letter and hold letters, digits and underscores, 40 at most. */
export const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** GA4 takes at most 200 items on one event. */
const MAX_ITEMS = 200;

const text = z.string().min(1).max(100);
const amount = z.number().finite();
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');

export const Ga4ItemSchema = z
  .object({
    item_id: text.optional(),
    item_name: text.optional(),
    affiliation: text.optional(),
    coupon: text.optional(),
    discount: amount.optional(),
    index: z.number().int().nonnegative().optional(),
    item_brand: text.optional(),
    item_category: text.optional(),
    item_category2: text.optional(),
    item_category3: text.optional(),
    item_category4: text.optional(),
    item_category5: text.optional(),
    item_list_id: text.optional(),
    item_list_name: text.optional(),
    item_variant: text.optional(),
    location_id: text.optional(),
    price: amount.optional(),
    quantity: z.number().int().positive().optional(),
    promotion_id: text.optional(),
    promotion_name: text.optional(),
    creative_name: text.optional(),
    creative_slot: text.optional(),
  })
  .strict()
  .refine((item) => item.item_id !== undefined || item.item_name !== undefined, 'an item needs item_id or item_name');

const items = z.array(Ga4ItemSchema).max(MAX_ITEMS);
/** GA4: `currency` is required whenever `value` is set, or the value is not counted. */
const valued = { currency: currency.optional(), value: amount.optional() };
const withCurrencyForValue = <T extends { currency?: string; value?: number }>(schema: z.ZodType<T>) =>
  schema.refine((fields) => fields.value === undefined || fields.currency !== undefined, 'currency is required with value');

const promotion = {
  creative_name: text.optional(),
  creative_slot: text.optional(),
  promotion_id: text.optional(),
  promotion_name: text.optional(),
};

export const GA4_RECOMMENDED_ECOMMERCE: Readonly<Record<string, z.ZodType>> = {
  view_item: withCurrencyForValue(z.object({ ...valued, items: items.min(1) }).strict()),
  view_item_list: z.object({ item_list_id: text.optional(), item_list_name: text.optional(), items }).strict(),
  select_item: z.object({ item_list_id: text.optional(), item_list_name: text.optional(), items: items.length(1) }).strict(),
  add_to_cart: withCurrencyForValue(z.object({ ...valued, items: items.min(1) }).strict()),
  remove_from_cart: withCurrencyForValue(z.object({ ...valued, items: items.min(1) }).strict()),
  add_to_wishlist: withCurrencyForValue(z.object({ ...valued, items: items.min(1) }).strict()),
  begin_checkout: withCurrencyForValue(z.object({ ...valued, coupon: text.optional(), items: items.min(1) }).strict()),
  add_shipping_info: withCurrencyForValue(
    z.object({ ...valued, coupon: text.optional(), shipping_tier: text.optional(), items: items.min(1) }).strict(),
  ),
  add_payment_info: withCurrencyForValue(
    z.object({ ...valued, coupon: text.optional(), payment_type: text.optional(), items: items.min(1) }).strict(),
  ),
  purchase: z
    .object({
      currency,
      value: amount,
      transaction_id: text,
      coupon: text.optional(),
      shipping: amount.optional(),
      tax: amount.optional(),
      insurance: amount.optional(),
      payment_type: text.optional(),
      items: items.min(1),
    })
    .strict(),
  view_promotion: z.object({ ...promotion, items: items.min(1) }).strict(),
  select_promotion: z.object({ ...promotion, items: items.optional() }).strict(),
};

/** GA4's recommended events whose parameters sit beside `event` rather than in `ecommerce`. */
export const GA4_RECOMMENDED_PARAMS: Readonly<Record<string, z.ZodType>> = {
  login: z.object({ method: text.optional() }).passthrough(),
  view_search_results: z.object({ search_term: z.string().max(100) }).passthrough(),
};

/** The problems of one dataLayer, push by push: GA4's naming limits, the recommended events' shapes, the ecommerce reset. */
export function ga4Problems(pushes: readonly Readonly<Record<string, unknown>>[]): string[] {
  const problems: string[] = [];
  pushes.forEach((push, at) => {
    const name = push.event;
    if (typeof name !== 'string' || !GA4_NAME.test(name))
      return problems.push(`push ${at}: event name ${JSON.stringify(name)} breaks GA4's naming rules`);
    for (const key of Object.keys(push)) if (!GA4_NAME.test(key)) problems.push(`push ${at} (${name}): parameter ${key} breaks GA4's naming rules`);
    if (name === 'clear_ecommerce') return;
    if ('ecommerce' in push) {
      const before = pushes[at - 1];
      // GA4 merges successive ecommerce objects: without the reset, the previous event's items leak into this one.
      if (before?.event !== 'clear_ecommerce' || before.ecommerce !== null)
        problems.push(`push ${at} (${name}): an ecommerce event not preceded by clear_ecommerce`);
      const schema = GA4_RECOMMENDED_ECOMMERCE[name];
      const checked = schema ? schema.safeParse(push.ecommerce) : z.object({ items: items.optional() }).passthrough().safeParse(push.ecommerce);
      if (!checked.success)
        problems.push(`push ${at} (${name}): ${checked.error.issues.map((i) => `${i.path.join('.') || 'ecommerce'} ${i.message}`).join('; ')}`);
    } else if (GA4_RECOMMENDED_ECOMMERCE[name]) problems.push(`push ${at} (${name}): a recommended ecommerce event without its ecommerce object`);
    const params = GA4_RECOMMENDED_PARAMS[name]?.safeParse(push);
    if (params && !params.success)
      problems.push(`push ${at} (${name}): ${params.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    return undefined;
  });
  return problems;
}
