export * from './result';
export * from './decider';
export * from './event';

/** A stock-keeping unit as the catalog spells it. */
export type Sku = string;
