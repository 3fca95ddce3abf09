import { domainFigures } from './domain.bench';
import { printFigures } from './measure';
import { clientFigures, printPageFigures } from './client.bench';
import { checkoutFigures, printCheckoutFigures } from './checkout.bench';
import { printLoadFigures, serverFigures } from './server.bench';

// Every benchmark prints its figures; nothing here passes or fails. Compare runs on the same machine.
console.log(`node ${process.version}, ${new Date().toISOString()}`);
printFigures('Domain core and client projections (ops/s; mean and p99 of batch means, µs per op)', domainFigures());
if (!process.argv.includes('--domain-only')) printLoadFigures(await serverFigures());
if (!process.argv.includes('--domain-only')) printCheckoutFigures(await checkoutFigures());
// The client pages need the built client (`npm run build`).
if (!process.argv.includes('--domain-only')) printPageFigures(await clientFigures());
