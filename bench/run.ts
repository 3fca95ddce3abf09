import { botCheckFigures, printBotCheckFigures } from './bot-check.bench';
import { printSecurityFigures, securityFigures } from './security.bench';
import { domainFigures } from './domain.bench';
import { printFigures } from './measure';
import {
  type Site,
  SITES,
  clientFigures,
  consoleFigures,
  interactionFigures,
  printConsoleFigures,
  printInteractionFigures,
  printPageFigures,
} from './client.bench';
import { checkoutFigures, printCheckoutFigures } from './checkout.bench';
import { printLoadFigures, serverFigures } from './server.bench';
import { printScaleFigures, scaleFigures } from './scale.bench';
import { printSearchFigures, searchFigures } from './search.bench';
import { printSearchQuality } from './search-quality';
import { printSuggestFigures, suggestFigures } from './search-suggest.bench';

// Every benchmark prints its figures; nothing here passes or fails. Compare runs on the same machine.
//   --domain-only   the domain core alone
//   --search-only   the search: the judged query set and the engine's times
//   --pages-only    the client pages alone: the page table and the interactions (needs the built client)
//   --site=jrau     the client pages of these sites only (comma-separated; all three by default)
//   --first-load-only  the first-load JS of each page of the page table, no Lighthouse (needs the built client)
//   --console-only  what a first visit to each page of the page table writes to the console (needs the built client)
//   --suggest-only  the header search box's suggestion latency alone (needs the built client)
//   --bot-check-only  what the bot check costs a phone and a script (Chromium, CPU 4× slower; Node)
//   --security-only   the attacks of docs/decisions.md's limits against the real server: what got through, and the bot check's cost
//   --scale-only    SQLite in one process against PostgreSQL with one and two instances: product list, search, cart add,
//                   whole checkouts (needs PostgreSQL installed; not part of the full run, which would take minutes more)
//   --scale-shoppers=16  --scale-seconds=10  the virtual shoppers at once and the seconds per scenario of --scale-only
//   --lighthouse-runs=3  Lighthouse runs per page, the median one printed (1 by default: TBT varies between runs)
const args = process.argv.slice(2);
const pagesOnly = args.includes('--pages-only');
const domainOnly = args.includes('--domain-only');
const searchOnly = args.includes('--search-only');
const suggestOnly = args.includes('--suggest-only');
const consoleOnly = args.includes('--console-only');
const firstLoadOnly = args.includes('--first-load-only');
const botCheckOnly = args.includes('--bot-check-only');
const securityOnly = args.includes('--security-only');
const scaleOnly = args.includes('--scale-only');
const numberFlag = (name: string, fallback: number): number =>
  Math.max(1, Number(args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length) ?? fallback) || fallback);
const chosen = args
  .find((arg) => arg.startsWith('--site='))
  ?.slice('--site='.length)
  .split(',');
const sites = chosen ? SITES.filter((site: Site) => chosen.includes(site)) : SITES;
const lighthouseRuns = numberFlag('lighthouse-runs', 1);

const started = performance.now();
console.log(`node ${process.version}, ${new Date().toISOString()}`);
if (firstLoadOnly) {
  printPageFigures(await consoleFigures({ sites }));
  process.exit(0);
}
if (consoleOnly) {
  printConsoleFigures(await consoleFigures({ sites }));
  process.exit(0);
}
if (suggestOnly) {
  printSuggestFigures(await suggestFigures({ sites }));
  process.exit(0);
}
if (botCheckOnly) {
  printBotCheckFigures(await botCheckFigures());
  process.exit(0);
}
if (scaleOnly) {
  printScaleFigures(await scaleFigures({ shoppers: numberFlag('scale-shoppers', 16), seconds: numberFlag('scale-seconds', 10) }));
  console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.exit(0);
}
if (securityOnly) {
  printSecurityFigures(await securityFigures());
  printBotCheckFigures(await botCheckFigures());
  process.exit(0);
}
if (!pagesOnly && !searchOnly) printFigures('Domain core and client projections (ops/s; mean and p99 of batch means, µs per op)', domainFigures());
if (!pagesOnly && !domainOnly) {
  const search = await searchFigures();
  printSearchQuality(search.quality);
  printSearchFigures(search);
}
if (!pagesOnly && !domainOnly && !searchOnly) printLoadFigures(await serverFigures());
if (!pagesOnly && !domainOnly && !searchOnly) printCheckoutFigures(await checkoutFigures());
if (!pagesOnly && !domainOnly && !searchOnly) printSecurityFigures(await securityFigures());
if (!pagesOnly && !domainOnly && !searchOnly) printBotCheckFigures(await botCheckFigures());
// The client pages need the built client (`npm run build`): the bench loads whatever the server sends.
if (!domainOnly && !searchOnly) {
  printPageFigures(await clientFigures({ sites, lighthouseRuns }));
  printInteractionFigures(await interactionFigures({ sites }));
  printSuggestFigures(await suggestFigures({ sites }));
}
console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
