import { describe, expect, it } from 'vitest';
import type { BffUnderTest } from './bff';
import { UNKNOWN_SKU, quantityOf, refusal, value } from './bff-support';

/** The signed-in customer's shopping lists, and a list into the cart. */
export function listsConformance(subject: () => BffUnderTest): void {
  describe('lists', () => {
    it('a guest has no lists: the call is refused as unauthorised', async () => {
      expect(refusal(await (await subject().shopper()).lists.lists()).status).toBe(401);
    });

    it('a list is created with its name trimmed, holds the products with their counts, and says which it holds', async () => {
      const { customer, stocked, otherStocked } = subject();
      const bff = await customer();
      const created = value(await bff.lists.create(' Garage bench ', [stocked.sku, { productId: otherStocked.sku, count: 3 }]));
      expect(created).toMatchObject({ name: 'Garage bench', type: 'shopping-list', productCount: 4 });
      expect(created.productIds.map((id) => id.toUpperCase())).toEqual([stocked.sku, otherStocked.sku].map((sku) => sku.toUpperCase()));
      const held = value(await bff.lists.lists([otherStocked.sku, UNKNOWN_SKU]));
      const mine = held.lists.find((list) => list.id === created.id);
      expect(mine?.holds.map((id) => id.toUpperCase())).toEqual([otherStocked.sku.toUpperCase()]);
      const details = value(await bff.lists.details(created.id));
      expect(details.lines.map((line) => [line.productId.toUpperCase(), line.count])).toEqual([
        [stocked.sku.toUpperCase(), 1],
        [otherStocked.sku.toUpperCase(), 3],
      ]);
    });

    it('products are added, counted and removed; a count out of range and an unknown product are refused', async () => {
      const { customer, stocked, otherStocked } = subject();
      const bff = await customer();
      const list = value(await bff.lists.create('Robot', []));
      expect(value(await bff.lists.addProducts(list.id, [stocked.sku, otherStocked.sku])).productCount).toBe(2);
      expect(value(await bff.lists.setCount(list.id, [stocked.sku], 5)).productCount).toBe(6);
      expect(refusal(await bff.lists.setCount(list.id, [stocked.sku], 100)).status).toBe(400);
      expect(refusal(await bff.lists.addProducts(list.id, [UNKNOWN_SKU])).status).toBe(404);
      const left = value(await bff.lists.removeProducts(list.id, [stocked.sku]));
      expect(left.productIds.map((id) => id.toUpperCase())).toEqual([otherStocked.sku.toUpperCase()]);
      expect(left.productCount).toBe(1);
    });

    it('a list is renamed, copied and deleted; a deleted list is not found', async () => {
      const { customer, stocked } = subject();
      const bff = await customer();
      const list = value(await bff.lists.create('Shed', [stocked.sku]));
      expect(value(await bff.lists.rename(list.id, '  Shed shelves ')).name).toBe('Shed shelves');
      const copy = value(await bff.lists.duplicate(list.id));
      expect(copy.id).not.toBe(list.id);
      expect(copy.productIds).toEqual(value(await bff.lists.details(list.id)).list.productIds);
      expect(value(await bff.lists.remove(list.id)).deleted).toBe(list.id);
      expect(refusal(await bff.lists.details(list.id)).status).toBe(404);
      expect(value(await bff.lists.lists()).lists.map((held) => held.id)).not.toContain(list.id);
    });

    it('a list goes into the cart at its counts', async () => {
      const { customer, stocked } = subject();
      const bff = await customer();
      const list = value(await bff.lists.create('Into the cart', [{ productId: stocked.sku, count: 2 }]));
      const before = quantityOf(await bff.cart.details({}), stocked.sku) ?? 0;
      const moved = value(await bff.lists.addToCart(list.id));
      expect(moved.skipped).toEqual([]);
      expect(moved.added.map((line) => [line.sku.toUpperCase(), line.quantity])).toEqual([[stocked.sku.toUpperCase(), 2]]);
      expect(quantityOf(moved.cart, stocked.sku)).toBe(before + 2);
    });
  });
}
