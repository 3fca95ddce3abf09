export * from './page-data';
