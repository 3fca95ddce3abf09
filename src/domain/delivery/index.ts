export * from './postcode-form';
export * from './delivery-options';
export * from './availability';
export * from './item-status';
export * from './stock-check';
export * from './delivery';
export * from './postcode-effects';
export * from './location';
