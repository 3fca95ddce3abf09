import { describe, expect, it } from 'vitest';
import { MemoryBff } from '../../src/adapters/memory';
import type { ContactDetails } from '../../src/application/ports/bff';
import { TOKENS } from '../../src/application/tokens';
import { PAYMENT_METHODS_PATH, WALLET_FORM_MESSAGES, accountWalletUseCases } from '../../src/application/use-cases/account-wallet';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';

function setup(site: 'jrau' | 'jrnz' = 'jrau') {
  const bff = new MemoryBff({ site });
  const left: string[] = [];
  const wallet = accountWalletUseCases({ bff, leave: (url) => left.push(url) });
  return { bff, wallet, left };
}

const VISA = { brand: 'visa', last4: '1111', expiry: '12/30' } as const;
const MASTERCARD = { brand: 'mastercard', last4: '4444', expiry: '01/31' } as const;

describe('saved payment methods', () => {
  it('leaves for the card page to add a card, and keeps the card it took; the first card is the default', async () => {
    const { bff, wallet, left } = setup();
    expect(await wallet.startAddingCard('tyro')).toEqual({ ok: true, value: undefined });
    expect(left).toEqual([`/sandbox/tyro/register-card?return=${encodeURIComponent(PAYMENT_METHODS_PATH)}`]);
    const added = await wallet.finishAddingCard(bff.walletStore.enterCard(VISA));
    expect(added.ok && added.value.paymentMethods).toEqual([expect.objectContaining({ ...VISA, isDefault: true, provider: 'tyro' })]);
  });

  it('sets the default and deletes through the provider, answering the list each time', async () => {
    const { bff, wallet } = setup();
    await wallet.finishAddingCard(bff.walletStore.enterCard(VISA));
    const both = await wallet.finishAddingCard(bff.walletStore.enterCard(MASTERCARD));
    const master = both.ok ? both.value.paymentMethods[1] : undefined;
    if (!master) throw new Error('no second card');
    const moved = await wallet.setDefault(master);
    expect(moved.ok && moved.value.paymentMethods.map((m) => [m.brand, m.isDefault])).toEqual([
      ['visa', false],
      ['mastercard', true],
    ]);
    const renamed = await wallet.rename(master, '  Travel  ');
    expect(renamed.ok && renamed.value.paymentMethods[1]?.nickname).toBe('Travel');
    const removed = await wallet.remove(master);
    expect(removed.ok && removed.value.paymentMethods.map((m) => [m.brand, m.isDefault])).toEqual([['visa', true]]);
    expect(await wallet.remove(master)).toEqual({ ok: false, error: { message: 'Payment method not found', status: 404 } });
  });

  it('tells why a card could not be kept, and NZ has no provider to add with', async () => {
    const { wallet } = setup();
    expect(await wallet.finishAddingCard('pay_unknown')).toEqual({
      ok: false,
      error: { message: 'This card could not be saved; please enter it again', status: 400 },
    });
    const nz = setup('jrnz');
    expect(await nz.wallet.paymentMethods()).toEqual({ ok: true, value: { paymentMethods: [], canAdd: null } });
    expect(await nz.wallet.startAddingCard('tyro')).toEqual({ ok: false, error: { message: 'Cards cannot be saved on this site', status: 400 } });
    expect(nz.left).toEqual([]);
    // A card page's payId on a site whose server names no provider that keeps cards is refused the same way.
    expect(await nz.wallet.finishAddingCard('pay_whatever')).toEqual({
      ok: false,
      error: { message: 'Cards cannot be saved on this site', status: 400 },
    });
  });

  it('passes a signed-out answer on with its status, so the page can send the shopper to sign in', async () => {
    const { bff, wallet } = setup();
    bff.walletStore.signedIn = false;
    expect(await wallet.paymentMethods()).toEqual({ ok: false, error: { message: 'Unauthorized', status: 401 } });
  });
});

describe('gift cards on the account', () => {
  it('asks for the number and the PIN before sending anything, unless the card is legacy', async () => {
    const { wallet } = setup();
    expect(await wallet.addGiftCard({ cardNumber: ' ' })).toEqual({ ok: false, error: { message: WALLET_FORM_MESSAGES.numberRequired } });
    expect(await wallet.addGiftCard({ cardNumber: '6280000000000001', pinCode: '' })).toEqual({
      ok: false,
      error: { message: WALLET_FORM_MESSAGES.pinRequired },
    });
    const legacy = await wallet.addGiftCard({ cardNumber: '6280000000000003', cardType: 'legacy' });
    expect(legacy.ok && legacy.value.giftCards).toEqual([expect.objectContaining({ last4: '0003', cardType: 'legacy', balance: 50000 })]);
  });

  it("adds with the PIN, shows the server's refusals, and removes", async () => {
    const { wallet } = setup();
    const added = await wallet.addGiftCard({ cardNumber: '6280 0000 0000 0001', pinCode: '1234' });
    expect(added.ok && added.value.giftCards.map((c) => [c.last4, c.balance, c.currency])).toEqual([['0001', 50000, 'AUD']]);
    expect(await wallet.addGiftCard({ cardNumber: '6280000000000002', pinCode: '9999' })).toEqual({
      ok: false,
      error: { message: 'Gift card number or PIN is not valid', status: 400 },
    });
    const nzd = await wallet.addGiftCard({ cardNumber: '6280000000000004', pinCode: '1234' });
    expect(!nzd.ok && nzd.error.message).toBe('This gift card is in NZD and cannot be kept on this site, which takes AUD');
    const id = added.ok ? (added.value.giftCards[0]?.id ?? '') : '';
    expect(await wallet.removeGiftCard(id)).toEqual({ ok: true, value: { giftCards: [] } });
    expect(await wallet.removeGiftCard(id)).toEqual({ ok: false, error: { message: 'Gift card not found', status: 404 } });
  });
});

describe('an account gift card at checkout', () => {
  const contact: ContactDetails = {
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Maker',
    phone: '0400 000 000',
    address: { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
  };

  it('is offered and redeemed without typing its PIN, and paying the whole order goes to confirmation', async () => {
    const { container, fakes } = createTestContainer({ path: '/checkout' });
    await resolve(container, TOKENS.SessionUseCases).loadSession();
    await resolve(container, TOKENS.CartUseCases).addToCart({ sku: 'AB1234' });
    const checkout = resolve(container, TOKENS.CheckoutUseCases);
    const wallet = accountWalletUseCases({ bff: fakes.bff, leave: () => undefined });
    await wallet.addGiftCard({ cardNumber: '6280000000000001', pinCode: '1234' });
    expect((await checkout.start()).ok).toBe(true);
    expect((await checkout.saveContactDetails(contact)).ok).toBe(true);
    expect((await checkout.selectShippingMethod('JAU_STD')).ok).toBe(true);
    expect((await checkout.continueToPayment('PO-1')).ok).toBe(true);
    const offered = await checkout.accountGiftCards();
    expect(offered.map((c) => c.last4)).toEqual(['0001']);
    const redeemed = await checkout.redeemAccountCard(offered[0]?.id ?? '');
    expect(redeemed.ok).toBe(true);
    expect(fakes.bff.orderStore.orders[0]?.paymentMethod).toBe('giftCard');
    expect(fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  });
});
