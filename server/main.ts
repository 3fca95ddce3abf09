import { supervise } from './supervisor';

/**
 * The shop's entry (`npm start`, `node --import tsx server/main.ts`): a small supervising process that runs
 * the shop (./shop.ts) in a worker and starts it again should it die (./supervisor.ts). The shop's modules
 * load in the worker only, so the supervisor stays small.
 */
supervise(async () => (await import('./shop')).startShop());
