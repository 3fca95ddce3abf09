import { availableParallelism } from 'node:os';
import { supervise } from './supervisor';

/**
 * `npm run start:cluster`: the shop as INSTANCES processes (the machine's cores by default) sharing one port and
 * one PostgreSQL database (DATABASE_URL). Each process is the shop of `npm start`, stateless: whatever two of them
 * must agree on is in the database, and each keeps its own caches, told of the others' writes by the database.
 */
const instances = Number(process.env.INSTANCES ?? availableParallelism());
if (!Number.isInteger(instances) || instances < 1 || instances > 64) {
  console.error(`INSTANCES must be a whole number from 1 to 64 (it is ${JSON.stringify(process.env.INSTANCES)}).`);
  process.exit(1);
}
if (!/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')) {
  console.error('Several instances share one database server: set DATABASE_URL=postgres://… (the README, "Running several instances").');
  process.exit(1);
}
supervise(async () => (await import('./shop')).startShop(), { instances });
