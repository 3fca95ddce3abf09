import type { Ids } from '../../application/ports/ids';

/** Unique ids from the platform's UUID generator. */
export const randomIds: Ids = { next: (prefix) => `${prefix}-${crypto.randomUUID()}` };
