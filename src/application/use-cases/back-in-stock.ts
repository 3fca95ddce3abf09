import { type Result, err, ok } from '../../domain/shared';
import type { Bff } from '../ports/bff';
import type { BotCheck } from '../ports/bot-check';
import type { BrowsingUseCases } from './browsing';
import { isPlausibleEmail } from './newsletter';

/** The server's answer to a failed bot check (contract BOT_CHECK_FAILED). */
const BOT_CHECK_FAILED = 'Bot check failed';

// Our own wording: spec §1 says only "ask to be notified when an item is back in stock".
export const BACK_IN_STOCK_MESSAGES = {
  invalidEmail: 'Enter a valid email address',
  botCheckFailed: 'We could not check that you are not a robot. Please try again.',
  unknownProduct: 'Sorry, this product is no longer available.',
  failed: 'Sorry, we could not save your request just now. Please try again.',
  subscribed: 'Thanks! We will email you when it is back in stock.',
} as const;

export type BackInStockError =
  | { readonly type: 'backInStock/invalidEmail'; readonly message: string }
  | { readonly type: 'backInStock/botCheckFailed'; readonly message: string }
  | { readonly type: 'backInStock/unknownProduct'; readonly message: string }
  | { readonly type: 'backInStock/failed'; readonly message: string };

export interface BackInStockUseCases {
  /**
   * Spec §1 "Ask to be notified when an item is back in stock": a fresh bot-check token, then
   * POST /bff/products/subscribe. Asking twice for the same product and email is asking once (server).
   */
  notify(
    productCode: string,
    email: string,
    options?: { readonly signal?: AbortSignal },
  ): Promise<Result<{ readonly productCode: string }, BackInStockError>>;
}

export interface BackInStockDeps {
  readonly bff: { readonly products: Pick<Bff['products'], 'subscribe'> };
  readonly botCheck: BotCheck;
  /** The saved request is a fact analytics follows (spec §9 notify_back_in_stock), as the newsletter's is. */
  readonly browsing: Pick<BrowsingUseCases, 'requestBackInStock'>;
}

export function backInStockUseCases({ bff, botCheck, browsing }: BackInStockDeps): BackInStockUseCases {
  const fail = (type: BackInStockError['type'], message: string): Result<never, BackInStockError> => err({ type, message });
  return {
    async notify(productCode, raw, options = {}) {
      const email = raw.trim();
      if (!isPlausibleEmail(email)) return fail('backInStock/invalidEmail', BACK_IN_STOCK_MESSAGES.invalidEmail);
      const code = productCode.trim();
      if (code === '') return fail('backInStock/unknownProduct', BACK_IN_STOCK_MESSAGES.unknownProduct);
      const botCheckToken = await botCheck.token(options);
      const answer = await bff.products.subscribe({ productCode: code, email, ...(botCheckToken ? { botCheckToken } : {}) }, options);
      if (answer.ok) {
        browsing.requestBackInStock(answer.value.productCode);
        return ok({ productCode: answer.value.productCode });
      }
      const { status, message } = answer.error;
      if (status === 400 && message === BOT_CHECK_FAILED) return fail('backInStock/botCheckFailed', BACK_IN_STOCK_MESSAGES.botCheckFailed);
      if (status === 400 && message.startsWith('body.email')) return fail('backInStock/invalidEmail', BACK_IN_STOCK_MESSAGES.invalidEmail);
      if (status === 404) return fail('backInStock/unknownProduct', BACK_IN_STOCK_MESSAGES.unknownProduct);
      return fail('backInStock/failed', BACK_IN_STOCK_MESSAGES.failed);
    },
  };
}
