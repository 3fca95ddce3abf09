/** Spec §3 Product: for lookups by id, product ids are joined with '|' for products... */
export const joinProductIds = (ids: readonly string[]): string => ids.join('|');

/** ...and with ',' for lists. */
export const joinListProductIds = (ids: readonly string[]): string => ids.join(',');
