export * from './store';
export * from './toasts';
export * from './token-patches';
export * from './effects';
export * from './geolocation';
export * from './nearest-store';
