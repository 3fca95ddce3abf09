export * from './image-url';
export * from './chat';
export * from './links';
export * from './image-layout';
export * from './counts';
export * from './load-failure';
