import type { Container, ContainerModule } from 'inversify';
import type { Token } from '../application/tokens';
import { loadOnce } from '../adapters/http';

/**
 * Code that loads later brings its container module with it: the first call loads the chunk, binds its
 * module into the container (unless what it binds is bound already, as in tests) and resolves `token`.
 */
export function loadBinding<T>(container: Container, token: Token<T>, load: () => Promise<ContainerModule>): () => Promise<T> {
  return loadOnce(() =>
    load().then((module) => {
      if (!container.isBound(token)) container.load(module);
      return container.get<T>(token);
    }),
  );
}

/** Reads a token with its type, from a container or from the context a binding is made in. */
export const get = <T>(from: { get<U>(id: Token<U>): U }, token: Token<T>): T => from.get<T>(token);
