export * from './page-info';
export * from './content-page-types';
export * from './links';
