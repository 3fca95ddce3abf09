import type { Token } from '../application/tokens';

/** What a factory reads its dependencies through. */
export interface ResolutionContext {
  get<T>(token: Token<T>): T;
}

type Factory = (context: ResolutionContext) => unknown;

/**
 * The container of the composition root: constants and factories by token, every value made once
 * (singletons), a cycle or an unbound token an error naming it. The subset of inversify's API we
 * used, without its 80 kB on the first page (docs/decisions.md, "The first page's script").
 */
export class Container {
  private readonly factories = new Map<symbol, Factory>();
  private readonly values = new Map<symbol, unknown>();
  private readonly resolving = new Set<symbol>();
  private readonly context: ResolutionContext = { get: (token) => this.get(token) };

  bind<T>(token: Token<T>) {
    if (this.isBound(token)) throw new Error(`${String(token)} is bound already`);
    return {
      toConstantValue: (value: T): void => void this.values.set(token, value),
      toDynamicValue: (factory: (context: ResolutionContext) => T) => {
        this.factories.set(token, factory);
        // Every value is made once already; kept so bindings read as they did.
        return { inSingletonScope: (): void => undefined };
      },
    };
  }

  isBound(token: Token<unknown>): boolean {
    return this.values.has(token) || this.factories.has(token);
  }

  get<T>(token: Token<T>): T {
    if (this.values.has(token)) return this.values.get(token) as T;
    const factory = this.factories.get(token);
    if (!factory) throw new Error(`No binding for ${String(token)}`);
    if (this.resolving.has(token)) throw new Error(`${String(token)} depends on itself`);
    this.resolving.add(token);
    try {
      const value = factory(this.context);
      this.values.set(token, value);
      return value as T;
    } finally {
      this.resolving.delete(token);
    }
  }
}
