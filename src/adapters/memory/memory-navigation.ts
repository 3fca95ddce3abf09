import type { Navigation } from '../../application/ports/navigation';

/** A page that only counts its soft reloads: the path is set by the test. */
export class MemoryNavigation implements Navigation {
  softReloads = 0;

  constructor(public path = '/') {}

  currentPath(): string {
    return this.path;
  }

  softReload(): void {
    this.softReloads += 1;
  }
}
