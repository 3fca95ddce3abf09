export * from './steps';
export * from './delivery-type';
export * from './payment-session';
export * from './provider-return';
export * from './details';
export * from './checkout-state';
export * from './checkout-decide';
export * from './checkout-effects';
