// The names live in the domain so the server's seeded copy uses them too.
export { BRAND_NAMES } from '../domain/site/brand-names';
