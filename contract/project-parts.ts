import { z } from 'zod/mini';
import { Cart } from './cart';
import { ProductWire } from './products';

/** POST /bff/projects/{id}/add-to-cart: the project's id (as ProjectWire.id). */
export const ProjectIdParams = z.object({
  id: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9-]+$/, 'must be a project id (lowercase letters, digits and dashes)')),
});

/**
 * Its answer: the cart as POST /bff/cart/add answers it, the lines added, each part not added in full with
 * why (and how many went in all the same), and for each of those a few in-stock products of its category.
 */
export const AddProjectToCartResponse = z.object({
  cart: Cart,
  added: z.array(z.object({ sku: z.string(), quantity: z.int().check(z.positive()) })),
  skipped: z.array(
    z.object({ sku: z.string(), name: z.string(), reason: z.string(), added: z.int().check(z.nonnegative()), wanted: z.int().check(z.positive()) }),
  ),
  substitutes: z.array(z.object({ forSku: z.string(), products: z.array(ProductWire) })),
});
export type AddProjectToCartResponse = z.infer<typeof AddProjectToCartResponse>;
