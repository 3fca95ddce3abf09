export * from './types';
export * from './totals';
export * from './line-updates';
export * from './product-ids';
export * from './cart';
