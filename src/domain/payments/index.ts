export * from '../../../kernel/payments';
export * from './toasts';
export * from './drop-in';
export * from './pay-form';
export * from './gift-card';
export * from './card-numbers';
export * from './card-label';
