import type { ApiError } from '../../application/ports/api-error';
import type { CallOptions, SearchPage, SearchSuggestions } from '../../application/ports/bff';
import { CANCELLED_MESSAGE } from '../../domain/session';
import { type Result, err, ok } from '../../domain/shared';
import { searchMemoryProjects } from './memory-bff-projects';
import type { ProjectHit } from '../../application/ports/bff';

export interface SuggestCall {
  readonly term: string;
  readonly limit?: number;
  readonly signal?: AbortSignal;
}

/**
 * GET /bff/products/suggest in memory, by the server's rule (the product search's first page and category
 * counts, the content search's first three), with what a test needs to play the network: every call is
 * recorded, and while held answers wait for `release` (a cancelled call ends at once, as fetch does).
 */
export class MemorySuggestions {
  readonly calls: SuggestCall[] = [];
  private waiting: Array<() => void> | null = null;

  constructor(
    private readonly search: (term: string) => Promise<Result<SearchPage, ApiError>>,
    private readonly projects: readonly ProjectHit[],
  ) {}

  /** Answers wait from now until `release`. */
  hold(): void {
    this.waiting ??= [];
  }

  release(): void {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    for (const resume of waiting) resume();
  }

  async suggest(term: string, limit = 5, options?: CallOptions): Promise<Result<SearchSuggestions, ApiError>> {
    this.calls.push({ term, ...(limit === undefined ? {} : { limit }), ...(options?.signal ? { signal: options.signal } : {}) });
    const waiting = this.waiting;
    if (waiting)
      await new Promise<void>((resume) => {
        waiting.push(resume);
        options?.signal?.addEventListener('abort', () => resume(), { once: true });
      });
    if (options?.signal?.aborted) return err({ status: 0, message: CANCELLED_MESSAGE });
    if (!/[\p{L}\p{N}]/u.test(term)) return err({ status: 400, message: 'query.q: must contain a letter or a digit' });
    const page = await this.search(term);
    if (!page.ok) return page;
    const counts = new Map<string, number>();
    for (const product of page.value.products)
      if (product.category1Name) counts.set(product.category1Name, (counts.get(product.category1Name) ?? 0) + 1);
    const categories = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, count]) => ({ slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, count }));
    const content = searchMemoryProjects(this.projects, term, 3);
    return ok({
      q: page.value.q,
      queryId: page.value.queryId,
      index: page.value.index,
      products: page.value.products.slice(0, limit),
      categories,
      content: content.ok ? content.value.projects : [],
    });
  }
}
