import { type FormEvent, useEffect, useId, useState } from 'react';
import { AddToListButton } from './lists/list-controls';
import type { CartLine, CartSummary, ProductListing, UpsellOffer as UpsellOfferData } from '../../application/ports/bff';
import { type CartState, effectiveLineTotal, effectiveUnitPrice } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { countOf, imageSrcSet, imageUrl } from '../format';
import { Drawer } from './drawer';
import { CartDeliveryEstimate } from './cart-delivery-estimate';
import { Link, useRouter } from '../router';
import { useServices } from '../services';
import { usePromotion } from '../use-promotion';
import { useProjection } from '../use-projection';
import './cart-drawer.css';

// The view holds what the server last sent: a CartSummary, typed by the domain as the Cart it extends.
const selectCart = (state: CartState) => state.cart as CartSummary | null;
const selectFrozen = (state: CartState) => state.frozen;
const UPSELL_CONTAINER = 'upsell';

function Thumb({ url, alt, size, lazy }: { url: string; alt: string; size: number; lazy?: boolean }) {
  const { origin } = useRouter();
  return (
    <img
      src={imageUrl(url, size * 2, origin)}
      srcSet={imageSrcSet(url, origin) || undefined}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}

function Line({ line, frozen }: { line: CartLine; frozen: boolean }) {
  const { cart, site } = useServices();
  const [busy, setBusy] = useState(false);
  const price = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, site.locale);
  const unit = effectiveUnitPrice(line);
  const total = effectiveLineTotal(line);
  const atLimit = line.orderLimit !== undefined && line.quantity >= line.orderLimit;
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const disabled = busy || frozen;
  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <Thumb url={line.imageUrl} alt="" size={72} />
      <div className="cart-line__info">
        <Link href={`/p/${encodeURIComponent(line.productId)}`} className="cart-line__name">
          {line.name}
        </Link>
        {unit && <span className="cart-line__unit">{price(unit)} each</span>}
        {[line.stockMessage, ...line.availabilityMessages].filter(Boolean).map((message) => (
          <span key={message} className="cart-line__note">
            {message}
          </span>
        ))}
        <div className="cart-line__actions">
          <div className="stepper" role="group" aria-label={`Quantity of ${line.name}`}>
            <button
              type="button"
              onClick={() => run(() => cart.changeQuantity(line.id, line.quantity - 1))}
              disabled={disabled}
              aria-label={line.quantity <= 1 ? `Remove ${line.name}` : 'Decrease quantity'}
            >
              −
            </button>
            <output aria-live="polite">{line.quantity}</output>
            <button
              type="button"
              onClick={() => run(() => cart.changeQuantity(line.id, line.quantity + 1))}
              disabled={disabled || atLimit}
              aria-label="Increase quantity"
            >
              +
            </button>
          </div>
          <button type="button" className="cart-line__remove" onClick={() => run(() => cart.removeLine(line.id))} disabled={disabled}>
            Remove<span className="visually-hidden"> {line.name}</span>
          </button>
          {unit && (
            <AddToListButton
              product={{ sku: line.variant.sku, name: line.name, price: unit, quantity: line.quantity }}
              className="cart-line__remove"
            />
          )}
        </div>
      </div>
      <div className="cart-line__total">
        {line.price.discounted && (
          <s className="cart-line__was">
            <span className="visually-hidden">Was </span>
            {price(line.price.value)}
          </s>
        )}
        <strong>{price(total)}</strong>
      </div>
    </li>
  );
}

function DiscountCode({ summary, frozen }: { summary: CartSummary; frozen: boolean }) {
  const { cart } = useServices();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await cart.applyDiscountCode(code);
    setBusy(false);
    if (result.ok) {
      setCode('');
      setError(null);
    } else if (result.error.type === 'cart/discountRefused') setError(result.error.message);
    else if (result.error.type === 'cart/emptyDiscountCode') setError('Enter a discount code');
    else if (result.error.type === 'cart/frozen') setError('The cart cannot change during checkout');
    else setError('Sorry, we could not apply this code');
  };
  if (summary.discountCode) {
    // One code per order (docs/decisions.md): a code refused because this one is held can take its place here.
    const other = error && code.trim() !== '' && code.trim().toUpperCase() !== summary.discountCode ? code.trim().toUpperCase() : null;
    const swap = async () => {
      setBusy(true);
      const removed = await cart.removeDiscountCode();
      const result = removed.ok && other ? await cart.applyDiscountCode(other) : removed;
      setBusy(false);
      if (result.ok) {
        setCode('');
        setError(null);
      } else setError(result.error.type === 'cart/discountRefused' ? result.error.message : 'Sorry, we could not apply this code');
    };
    return (
      <div className="cart-discount cart-discount--applied">
        <p>
          Code <strong>{summary.discountCode}</strong>{' '}
          {summary.discountApplies ? 'applied' : 'saved: it applies once your cart reaches its minimum spend'}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || frozen}
          onClick={async () => {
            setBusy(true);
            await cart.removeDiscountCode();
            setBusy(false);
            setError(null);
          }}
        >
          Remove code<span className="visually-hidden"> {summary.discountCode}</span>
        </button>
        {other && (
          <button type="button" className="button button--secondary" disabled={busy || frozen} onClick={() => void swap()}>
            Use {other} instead
          </button>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="cart-discount" onSubmit={apply} noValidate>
      <div className="field">
        <label htmlFor={id}>Discount code</label>
        <div className="cart-discount__row">
          <input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button--secondary" disabled={busy || frozen}>
            Apply
          </button>
        </div>
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      </div>
    </form>
  );
}

function Totals({ summary }: { summary: CartSummary }) {
  const { site } = useServices();
  const price = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, site.locale);
  return (
    <dl className="cart-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{price(summary.subtotal)}</dd>
      </div>
      {summary.discount.centAmount > 0 && (
        <div className="cart-totals__discount">
          <dt>Discount</dt>
          <dd>−{price(summary.discount)}</dd>
        </div>
      )}
      <div className="cart-totals__total">
        <dt>Total</dt>
        <dd>{price(summary.totalPrice)}</dd>
      </div>
      <div className="cart-totals__gst">
        <dt>Includes GST</dt>
        <dd>{price(summary.gst)}</dd>
      </div>
    </dl>
  );
}

function Upsell() {
  const { cart } = useServices();
  const [offer, setOffer] = useState<UpsellOfferData | null>(null);
  useEffect(() => {
    let live = true;
    void cart.loadUpsell().then((answer) => live && setOffer(answer));
    return () => {
      live = false;
    };
  }, [cart]);
  if (!offer) return null;
  return <UpsellOffer offer={offer} />;
}

/** The cart's upsell tiles, a promotion (spec §9): seen once per opening of the cart, selected by a tile's link or Add. */
function UpsellOffer({ offer }: { offer: UpsellOfferData }) {
  const { cart, site } = useServices();
  const [adding, setAdding] = useState<string | null>(null);
  const { ref, select } = usePromotion<HTMLElement>(
    { id: UPSELL_CONTAINER, name: offer.title, creative: 'upsell tiles', slot: 'cart_upsell' },
    offer.upsellProducts,
  );
  const add = async (product: ProductListing) => {
    select(product);
    setAdding(product.sku);
    await cart.addToCart({ sku: product.sku, itemContainer: UPSELL_CONTAINER });
    setAdding(null);
  };
  return (
    <section className="cart-upsell" aria-labelledby="cart-upsell-heading" ref={ref}>
      <h3 id="cart-upsell-heading">{offer.title}</h3>
      <ul className="cart-upsell__list">
        {offer.upsellProducts.map((product) => (
          <li key={product.sku} className="cart-upsell__tile">
            {product.imageUrl && <Thumb url={product.imageUrl} alt="" size={96} lazy />}
            <Link href={`/p/${encodeURIComponent(product.slug)}`} className="cart-upsell__title" onClick={() => select(product)}>
              {product.title}
            </Link>
            <span>{formatMoney(product.finalPrice, site.locale)}</span>
            <button type="button" className="button button--secondary" disabled={adding !== null || !product.inStock} onClick={() => add(product)}>
              {product.inStock ? 'Add' : 'Out of stock'}
              <span className="visually-hidden"> {product.title} to cart</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2: the cart drawer, opened after add to cart and from the header. Closing goes through the drawers use case. */
export function CartDrawer() {
  const services = useServices();
  const summary = useProjection(services.views.cart, selectCart);
  const frozen = useProjection(services.views.cart, selectFrozen);
  const count = summary?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  useEffect(() => {
    if (!services.views.cart.getSnapshot().cart) void services.cart.loadCart();
  }, [services]);
  return (
    <Drawer title={`Your cart (${countOf(count, 'item')})`} onClose={() => services.drawers.close('cart')}>
      {!summary || summary.lineItems.length === 0 ? (
        <div className="cart-drawer__empty">
          <p>Your cart is empty.</p>
          <button type="button" className="button button--secondary" onClick={() => services.drawers.close('cart')}>
            Keep shopping
          </button>
        </div>
      ) : (
        <>
          {frozen && (
            <p className="cart-drawer__frozen" role="status">
              Your cart is locked while checkout is in progress.
            </p>
          )}
          <ul className="cart-drawer__lines" aria-label="Items in your cart">
            {summary.lineItems.map((line) => (
              <Line key={line.id} line={line} frozen={frozen} />
            ))}
          </ul>
          <DiscountCode summary={summary} frozen={frozen} />
          <Totals summary={summary} />
          <CartDeliveryEstimate summary={summary} />
          <Link href="/checkout" className="button cart-drawer__checkout">
            Checkout
          </Link>
        </>
      )}
      <Upsell />
    </Drawer>
  );
}
