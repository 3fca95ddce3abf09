import type { Navigation } from '../../application/ports/navigation';
import type { Navigator } from '../../application/use-cases/checkout-core';

/** A page that counts its soft reloads and records where it was sent: the path is set by the test. */
export class MemoryNavigation implements Navigation, Navigator {
  softReloads = 0;
  /** Every route navigated to, and every provider page left for, in order. */
  readonly visited: string[] = [];
  readonly left: string[] = [];

  constructor(public path = '/') {}

  currentPath(): string {
    return this.path;
  }

  softReload(): void {
    this.softReloads += 1;
  }

  navigate(path: string): void {
    this.path = path;
    this.visited.push(path);
  }

  leave(url: string): void {
    this.left.push(url);
  }
}
