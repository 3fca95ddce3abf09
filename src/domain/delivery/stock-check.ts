import { OUT_OF_STOCK_MESSAGE } from './item-status';

// Spec §8 Stock and delivery messages, verbatim ("isnt" is spelt so).
export const CNC_NO_STOCK = 'CNC_NO_STOCK';
export const CNC_INSUFFICIENT_STOCK = 'CNC_INSUFFICIENT_STOCK';
export const REMOVE_OUT_OF_STOCK_MESSAGE = 'Sorry, item is out of stock. Please remove the item.';
export const REDUCE_QUANTITY_MESSAGE = 'Sorry, the required quantity isnt available, please reduce the quantity.';
export const REQUESTED_QUANTITY_UNAVAILABLE_MESSAGE = 'Sorry, requested quantity is unavailable.';
export const ORDER_LIMIT_EXCEEDED_MESSAGE = 'Order quantity limit exceeded.';
export const INVALID_QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';

export type ClickAndCollectStockCode = typeof CNC_NO_STOCK | typeof CNC_INSUFFICIENT_STOCK;
export type StockProblem = 'invalidQuantity' | 'outOfStock' | 'orderLimitExceeded' | 'insufficientStock';

/**
 * Where the answer is shown: a line already in the cart asks the shopper to act on it; a request to add or
 * change a quantity is simply refused.
 */
export type StockContext = 'cartLine' | 'request';

export interface StockRequest {
  readonly requested: number;
  /** Units available where the order is fulfilled (the store for click-and-collect). */
  readonly available: number;
  /** Most units one order may hold; null, or anything but a whole number of at least 1, is no limit. */
  readonly orderLimit?: number | null;
  readonly clickAndCollect?: boolean;
}

export type StockCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly problem: StockProblem;
      readonly message: string;
      readonly code?: ClickAndCollectStockCode;
    };

const MESSAGES: Readonly<Record<StockContext, Readonly<Record<StockProblem, string>>>> = {
  cartLine: {
    invalidQuantity: INVALID_QUANTITY_MESSAGE,
    outOfStock: REMOVE_OUT_OF_STOCK_MESSAGE,
    orderLimitExceeded: ORDER_LIMIT_EXCEEDED_MESSAGE,
    insufficientStock: REDUCE_QUANTITY_MESSAGE,
  },
  request: {
    invalidQuantity: INVALID_QUANTITY_MESSAGE,
    outOfStock: OUT_OF_STOCK_MESSAGE,
    orderLimitExceeded: ORDER_LIMIT_EXCEEDED_MESSAGE,
    insufficientStock: REQUESTED_QUANTITY_UNAVAILABLE_MESSAGE,
  },
};

export const stockMessage = (problem: StockProblem, context: StockContext): string => MESSAGES[context][problem];

const wholeAtLeastOne = (value: number | null | undefined): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/** Negative, fractional or non-finite stock counts as the whole units certainly there. */
const unitsAvailable = (available: number): number => (Number.isFinite(available) && available > 0 ? Math.floor(available) : 0);

/**
 * Which stock problem a quantity meets, most fundamental first: no stock at all cannot be fixed by a smaller
 * quantity, the order limit holds whatever the stock, and only then is the stock compared.
 */
export function stockProblem(request: StockRequest): StockProblem | null {
  if (!wholeAtLeastOne(request.requested)) return 'invalidQuantity';
  const available = unitsAvailable(request.available);
  if (available === 0) return 'outOfStock';
  if (wholeAtLeastOne(request.orderLimit) && request.requested > request.orderLimit) return 'orderLimitExceeded';
  if (request.requested > available) return 'insufficientStock';
  return null;
}

/** The problem with its message and, for click-and-collect, its CNC code. */
export function checkStock(request: StockRequest, context: StockContext): StockCheck {
  const problem = stockProblem(request);
  if (problem === null) return { ok: true };
  const message = stockMessage(problem, context);
  const code = request.clickAndCollect ? clickAndCollectCode(problem) : undefined;
  return code === undefined ? { ok: false, problem, message } : { ok: false, problem, message, code };
}

function clickAndCollectCode(problem: StockProblem): ClickAndCollectStockCode | undefined {
  if (problem === 'outOfStock') return CNC_NO_STOCK;
  if (problem === 'insufficientStock') return CNC_INSUFFICIENT_STOCK;
  return undefined;
}
