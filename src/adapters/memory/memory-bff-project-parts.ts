import type { ApiError } from '../../application/ports/api-error';
import type { Bff, ProjectCartAnswer } from '../../application/ports/bff';
import { type PartStock, planParts, skipMessage } from '../../domain/makerhub';
import type { CurrencyCode } from '../../domain/money';
import { err, ok } from '../../domain/shared';
import type { MemoryCart } from './memory-bff-cart';
import type { MemoryProduct } from './memory-bff-data';
import { listing } from './memory-bff-listing';

/** A Makerhub project as the in-memory BFF keeps it: its id and its parts list. */
export interface MemoryProject {
  readonly id: string;
  readonly parts: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>;
}

const apiError = (status: number, message: string): ApiError => ({ status, message });

/**
 * "Add all to cart" in memory, with the server's rules (server/services/makerhub/add-parts.ts): the same
 * plan, every line into the one cart, a frozen cart refused with 409, and substitutes of the category of
 * each part not added in full, the nearest in price first.
 */
export class MemoryProjectParts {
  /** Every project id asked for, so a test can see the page made one call. */
  readonly calls: string[] = [];

  constructor(
    private readonly projects: Map<string, MemoryProject>,
    private readonly products: ReadonlyMap<string, MemoryProduct>,
    private readonly cart: MemoryCart,
    private readonly currency: CurrencyCode,
  ) {}

  /** A project the fake then knows (tests add their own). */
  addProject(project: MemoryProject): void {
    this.projects.set(project.id, project);
  }

  api(): Bff['projectParts'] {
    return {
      addProjectToCart: async (projectId) => {
        this.calls.push(projectId);
        const project = this.projects.get(projectId);
        if (!project) return err(apiError(404, `Project ${projectId} not found`));
        if (this.cart.isFrozen) return err(apiError(409, 'The cart is frozen for checkout'));
        const inCart = new Map(this.cart.summary().lineItems.map((line) => [line.variant.sku, line.quantity]));
        const stock: Record<string, PartStock> = {};
        for (const { sku } of project.parts) {
          const product = this.products.get(sku);
          if (product) stock[sku] = { available: product.stock, inCart: inCart.get(sku) ?? 0, orderLimit: product.orderLimit ?? null };
        }
        const named = project.parts.map((part) => ({ ...part, name: this.products.get(part.sku)?.title ?? part.sku }));
        const plan = planParts(named, stock);
        const cartCalls = this.cart.calls();
        for (const line of plan.add) await cartCalls.add({ sku: line.sku, quantity: line.quantity, itemContainer: 'makerhub-project' });
        const answer: ProjectCartAnswer = {
          cart: this.cart.summary(),
          added: [...plan.add],
          skipped: plan.skipped.map((part) => ({
            sku: part.sku,
            name: part.name,
            reason: skipMessage(part),
            added: part.added,
            wanted: part.wanted,
          })),
          substitutes: plan.skipped.map((part) => ({
            forSku: part.sku,
            products: this.substitutes(part.sku, new Set(project.parts.map((p) => p.sku))),
          })),
        };
        return ok(answer);
      },
    };
  }

  private substitutes(sku: string, exclude: ReadonlySet<string>) {
    const part = this.products.get(sku);
    if (!part?.category1Name) return [];
    return [...this.products.values()]
      .filter((p) => p.category1Name === part.category1Name && p.stock > 0 && !exclude.has(p.sku))
      .sort((a, b) => Math.abs(a.priceCents - part.priceCents) - Math.abs(b.priceCents - part.priceCents) || a.priceCents - b.priceCents)
      .slice(0, 3)
      .map((p) => listing(p, this.currency));
  }
}
