import { answer } from './answer-schema';
import type { Bff } from '../../application/ports/bff';
import { cartDetailsQuery } from '../../domain/cart';
import { orNothing } from './results';
import type { Call } from './transport';

/** Spec §7 Cart, and our discount calls under /bff/cart. */
export function cartCalls(anyCall: Call): Bff['cart'] {
  // Every cart call needs a bearer: a first visit gets its anonymous token before the call, not after a 401.
  const call: Call = (spec) => anyCall({ ...spec, needsToken: true });
  return {
    add: async (item, options) =>
      orNothing(await call({ method: 'POST', path: '/bff/cart/add', body: item, schema: answer('Cart'), signal: options?.signal }), options),
    update: async (items, options) =>
      orNothing(await call({ method: 'PATCH', path: '/bff/cart/update', body: items, schema: answer('Cart'), signal: options?.signal }), options),
    details: async (context, options) =>
      orNothing(
        await call({ method: 'GET', path: '/bff/cart/details', query: cartDetailsQuery(context), schema: answer('Cart'), signal: options?.signal }),
        options,
      ),
    freeze: async (options) =>
      orNothing(await call({ method: 'PATCH', path: '/bff/cart/freeze', schema: answer('Cart'), signal: options?.signal }), options),
    unFreeze: async (options) => {
      await call({ method: 'PATCH', path: '/bff/cart/unFreeze', schema: answer('Cart'), signal: options?.signal });
    },
    upsell: (options) => call({ method: 'GET', path: '/bff/cart/upsell', schema: answer('UpsellResponse'), signal: options?.signal }),
    applyDiscount: (discountCode, options) =>
      call({ method: 'POST', path: '/bff/cart/discount', body: { discountCode }, schema: answer('Cart'), signal: options?.signal }),
    removeDiscount: (options) => call({ method: 'DELETE', path: '/bff/cart/discount', schema: answer('Cart'), signal: options?.signal }),
  };
}
