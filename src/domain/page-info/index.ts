export * from './page-info';
