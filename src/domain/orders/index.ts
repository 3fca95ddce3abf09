export * from './reference';
export * from './lookup';
export * from './completion';
export * from './status';
export * from './order';
export * from './labels';
export * from './loyalty';
export * from './returns';
