export * from './image-url';
export * from './chat';
export * from './links';
export * from './http-status';
export * from './layout';
export * from './image-layout';
export * from './page-types';
export * from './page-context';
