export * from './result';
export * from './decider';

/** A stock-keeping unit as the catalog spells it. */
export type Sku = string;
