import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import type { SiteCode } from '../../src/domain/site';
import { MEMORY_ANONYMOUS_TOKEN } from '../../src/adapters/memory';
import { availabilityOf } from '../../src/domain/delivery';

const setup = (options: { path?: string; site?: SiteCode } = {}) => {
  const { container, fakes } = createTestContainer(options);
  return {
    fakes,
    postcode: resolve(container, TOKENS.DeliveryPostcodeUseCases),
    check: resolve(container, TOKENS.DeliveryCheckUseCases),
    drawers: resolve(container, TOKENS.DrawersUseCases),
    delivery: resolve(container, TOKENS.DeliveryView),
    toastsView: resolve(container, TOKENS.ToastsView),
    drawersView: resolve(container, TOKENS.DrawersView),
  };
};

describe('the delivery postcode drawer', () => {
  it('sets the postcode: token patch, success toast postcode-success, soft reload (spec §4, §8)', async () => {
    const { postcode, fakes, delivery, toastsView } = setup({ path: '/c/boards' });
    expect((await postcode.setDeliveryPostcode({ postcode: ' 2000 ', city: 'Sydney', state: 'nsw' })).ok).toBe(true);
    expect(fakes.session.patches).toEqual([{ deliveryPostcode: '2000', deliveryCity: 'Sydney', deliveryState: 'NSW' }]);
    expect(delivery.getSnapshot()).toMatchObject({ deliveryPostcode: '2000', deliveryCity: 'Sydney', deliveryState: 'NSW' });
    expect(toastsView.getSnapshot().toasts).toMatchObject([
      { id: 'postcode-success', type: 'success', message: "You've selected 2000 as your postcode" },
    ]);
    expect(fakes.navigation.softReloads).toBe(1);
  });

  it('on /store-finder closes the drawer instead of reloading (spec §2)', async () => {
    const { postcode, drawers, fakes, drawersView } = setup({ path: '/store-finder' });
    drawers.open('deliveryPostcode');
    await postcode.setDeliveryPostcode({ postcode: '3000', city: 'Melbourne', state: 'VIC' });
    expect(drawersView.getSnapshot().open).toBeNull();
    expect(fakes.navigation.softReloads).toBe(0);
  });

  it('returns the field errors of an incomplete form and sends nothing (spec §5)', async () => {
    const { postcode, fakes, toastsView } = setup();
    const result = await postcode.setDeliveryPostcode({ postcode: '20', city: ' ', state: '' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.type === 'delivery/postcodeInvalid' && result.error.errors).toEqual({
      postcode: 'Postcode must be 4 digits',
      city: 'City is required',
      state: 'State is required',
    });
    expect(fakes.session.patches).toEqual([]);
    expect(toastsView.getSnapshot().toasts).toEqual([]);
  });

  it('asks no state in NZ', async () => {
    const { postcode, fakes, toastsView } = setup({ site: 'jrnz' });
    expect((await postcode.setDeliveryPostcode({ postcode: '1010', city: 'Auckland', state: null })).ok).toBe(true);
    // No empty state either: the session service refuses "" (spec §5: NZ has no state at all).
    expect(fakes.session.patches).toEqual([{ deliveryPostcode: '1010', deliveryCity: 'Auckland' }]);
    expect(toastsView.getSnapshot().toasts).toMatchObject([
      { id: 'postcode-success', type: 'success', message: "You've selected 1010 as your postcode" },
    ]);
  });

  it('shows the postcode the session token already holds, without writing, announcing or reloading anything', async () => {
    const token = { ...MEMORY_ANONYMOUS_TOKEN, deliveryPostcode: '2150', deliveryCity: 'Parramatta', deliveryState: 'NSW' };
    const { container, fakes } = createTestContainer({ token });
    // The app loads the session on start, then reads the postcode back from it.
    await resolve(container, TOKENS.SessionUseCases).loadSession();
    resolve(container, TOKENS.DeliveryPostcodeUseCases).restoreFromSession();
    expect(resolve(container, TOKENS.DeliveryView).getSnapshot()).toMatchObject({
      deliveryPostcode: '2150',
      deliveryCity: 'Parramatta',
      deliveryState: 'NSW',
    });
    // The store is the store module's: the postcode does not make one up.
    expect(resolve(container, TOKENS.PreferencesView).getSnapshot().storeKey).toBeNull();
    expect(fakes.session.patches).toEqual([]);
    expect(resolve(container, TOKENS.ToastsView).getSnapshot().toasts).toEqual([]);
    expect(fakes.navigation.softReloads).toBe(0);
  });

  it('a failed token update shows the postcode-error toast (spec §8) and keeps the old postcode', async () => {
    const { postcode, fakes, delivery, toastsView } = setup();
    fakes.session.failUpdatesWith = { status: 500, message: 'Internal Server Error' };
    expect((await postcode.setDeliveryPostcode({ postcode: '2000', city: 'Sydney', state: 'NSW' })).ok).toBe(false);
    expect(delivery.getSnapshot().deliveryPostcode).toBeNull();
    expect(toastsView.getSnapshot().toasts).toMatchObject([
      { id: 'postcode-error', type: 'error', message: 'Oops! Something went wrong while setting your postcode' },
    ]);
    expect(fakes.navigation.softReloads).toBe(0);
  });
});

describe('the delivery check on a product page', () => {
  it('clears the options until a postcode, a sku and (outside NZ) a state are given (spec §5)', async () => {
    const { check } = setup();
    expect(await check.checkDelivery({ postcode: '2000', sku: 'AB1234', state: '' })).toEqual({ kind: 'cleared' });
    expect(await check.checkDelivery({ postcode: '', sku: 'AB1234', state: 'NSW' })).toEqual({ kind: 'cleared' });
    expect(await check.checkDelivery({ postcode: '2000', sku: null, state: 'NSW' })).toEqual({ kind: 'cleared' });
    const nz = setup({ site: 'jrnz' });
    expect((await nz.check.checkDelivery({ postcode: '1010', sku: 'AB1234' })).kind).toBe('checked');
  });

  it('gives the delivery methods, each with fullBasket (spec §3)', async () => {
    const { check } = setup();
    const result = await check.checkDelivery({ postcode: '2000', sku: 'AB1234', suburb: 'Sydney', state: 'nsw' });
    expect(result.kind === 'checked' && result.availability.deliveryMethods.map((m) => [m.deliveryMethod, m.fullBasket])).toEqual([
      ['JAU_STD', true],
      ['JAU_EXP', true],
    ]);
    expect(result.kind === 'checked' && result.unavailableMessage).toBeNull();
  });

  it('says the spec messages when nothing can be delivered (spec §8 Delivery availability)', async () => {
    const { check } = setup();
    const nowhere = await check.checkDelivery({ postcode: '0999', sku: 'AB1234', state: 'NT' });
    expect(nowhere).toMatchObject({
      kind: 'checked',
      availability: {
        deliveryMethods: [],
        freightServiceErrorCode: 793,
        freightServiceMessage: 'Sorry we are unable to deliver this product to this location',
      },
      unavailableMessage: 'Sorry we are unable to deliver this product to this location',
    });
    const collectOnly = await check.checkDelivery({ postcode: '2000', sku: 'JK7890', state: 'NSW' });
    expect(collectOnly).toMatchObject({
      availability: { freightServiceErrorCode: 793 },
      unavailableMessage: 'Item only available through click and collect',
    });
  });

  it('keeps the last answer of each product, and clears it when the form no longer has enough to ask with', async () => {
    const { check, delivery } = setup();
    await check.checkDelivery({ postcode: '2000', sku: 'AB1234', suburb: 'Sydney', state: 'NSW' });
    await check.checkDelivery({ postcode: '0999', sku: 'CD5678', state: 'NT' });
    expect(availabilityOf(delivery.getSnapshot(), 'AB1234')).toMatchObject({
      postcode: '2000',
      city: 'Sydney',
      state: 'NSW',
      unavailableMessage: null,
    });
    expect(availabilityOf(delivery.getSnapshot(), 'CD5678')?.unavailableMessage).toBe('Sorry we are unable to deliver this product to this location');
    await check.checkDelivery({ postcode: '', sku: 'AB1234', state: 'NSW' });
    expect(availabilityOf(delivery.getSnapshot(), 'AB1234')).toBeNull();
    expect(availabilityOf(delivery.getSnapshot(), 'CD5678')).not.toBeNull();
  });

  it('an answer overtaken by a newer check is marked superseded, and a failed call is reported', async () => {
    const { check } = setup();
    const first = check.checkDelivery({ postcode: '2000', sku: 'AB1234', state: 'NSW' });
    const second = check.checkDelivery({ postcode: '3000', sku: 'AB1234', state: 'VIC' });
    expect(await first).toEqual({ kind: 'superseded' });
    expect((await second).kind).toBe('checked');
    expect(await check.checkDelivery({ postcode: '2000', sku: 'NOPE', state: 'NSW' })).toEqual({
      kind: 'failed',
      error: { status: 404, message: 'Product NOPE not found' },
    });
  });
});
