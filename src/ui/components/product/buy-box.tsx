import { type FormEvent, useCallback, useId, useState } from 'react';
import { AddToListButton } from '../lists/list-controls';
import { listedProduct } from '../lists/listed-product';
import type { ProductDetail } from '../../../application/ports/bff-payloads';
import type { CompareState } from '../../../domain/compare';
import { INVALID_QUANTITY_MESSAGE, ORDER_LIMIT_EXCEEDED_MESSAGE } from '../../../domain/delivery';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import './buy-box.css';

/** Our own ceiling for the quantity box when the product names no order limit. */
const DEFAULT_MAX_QUANTITY = 99;
const COMPARE_LIMIT_TOAST_ID = 'compare-limit';
const COMPARE_LIMIT_MESSAGE = 'You can compare up to 4 products';

const maxQuantity = (orderLimit: number | null): number =>
  orderLimit !== null && Number.isSafeInteger(orderLimit) && orderLimit >= 1 ? orderLimit : DEFAULT_MAX_QUANTITY;

function quantityProblem(value: string, max: number, orderLimit: number | null): string | null {
  const quantity = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(quantity) || quantity < 1) return INVALID_QUANTITY_MESSAGE;
  if (quantity > max) return orderLimit !== null ? ORDER_LIMIT_EXCEEDED_MESSAGE : `You can add up to ${max} at a time.`;
  return null;
}

/** Quantity, "Add to cart" and "Add to compare" for one product. */
export function BuyBox({ product }: { product: ProductDetail }) {
  const services = useServices();
  const id = useId();
  const max = maxQuantity(product.orderLimit);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const selectCompared = useCallback((state: CompareState) => state.skus.includes(product.sku), [product.sku]);
  const compared = useProjection(services.views.compare, selectCompared);

  const addToCart = async (event: FormEvent) => {
    event.preventDefault();
    const problem = quantityProblem(quantity, max, product.orderLimit);
    setError(problem);
    if (problem) return;
    setAdding(true);
    const result = await services.cart.addToCart({ sku: product.sku, quantity: Number(quantity) });
    setAdding(false);
    // A failed request shows its own toast; a refusal before the request is said here.
    if (!result.ok && result.error.type !== 'cart/requestFailed') setError(refusalMessage(result.error.type));
  };

  const toggleCompare = () => {
    const result = services.compare.toggle(product.sku);
    if (!result.ok && result.error.type === 'compare/limitReached') {
      services.toasts.show({ id: COMPARE_LIMIT_TOAST_ID, type: 'info', message: COMPARE_LIMIT_MESSAGE });
    }
  };

  return (
    <form className="buy-box" onSubmit={addToCart} noValidate>
      <div className="buy-box__row">
        <div className="field buy-box__quantity">
          <label htmlFor={`${id}-qty`}>Quantity</label>
          <input
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : product.orderLimit ? `${id}-limit` : undefined}
            disabled={!product.inStock}
          />
        </div>
        <button type="submit" className="button buy-box__add" disabled={!product.inStock || adding}>
          {adding ? 'Adding…' : 'Add to cart'}
        </button>
      </div>
      {product.orderLimit ? (
        <p id={`${id}-limit`} className="buy-box__hint">
          Limit {product.orderLimit} per order
        </p>
      ) : null}
      <p id={`${id}-error`} className="field__error" role="alert">
        {error}
      </p>
      <div className="buy-box__more">
        <button type="button" className="button button--secondary buy-box__compare" aria-pressed={compared} onClick={toggleCompare}>
          {compared ? 'Remove from compare' : 'Add to compare'}
        </button>
        <AddToListButton product={listedProduct(product)} className="button button--secondary list-button" />
      </div>
    </form>
  );
}

function refusalMessage(type: string): string {
  if (type === 'cart/frozen') return 'Your cart is being checked out and cannot change right now.';
  if (type === 'cart/invalidAddQuantity') return INVALID_QUANTITY_MESSAGE;
  if (type === 'cart/notLoaded') return 'Your cart is still loading. Please try again in a moment.';
  return 'Sorry, we could not add this item to your cart';
}
