export * from './providers';
export * from './toasts';
export * from './drop-in';
export * from './pay-form';
export * from './gift-card';
export * from './card-numbers';
