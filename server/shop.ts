import { createServerContainer, resolveServer, settingsFromEnv, TOKENS } from './composition';
import { describeTrustProxy } from './http/trust-proxy';
import { describeDevFeatures } from './dev-features';
import { describeTagManager } from './tag-manager';
import { describeAnalyticsSinks } from './analytics-sinks';
import { describeCardGateway } from './card-gateway';
import { seedDatabase } from './seed';
import { exclusively } from './db/unit-of-work';
import { warmEngine } from './services/search/search';
import { PURGE_INTERVAL_MS, purgeExpired } from './services/housekeeping/purge';
import { describeMail } from './services/mail/settings';

/**
 * Starts the shop: the database under DATA_DIR (created and seeded on first start), the API and the
 * built client on PORT. Sites are told apart by host name: jrau.localhost, jrnz.localhost, rtau.localhost.
 */
export async function startShop(): Promise<void> {
  // The settings that decide what the shop exposes are read first: a value not understood stops the start.
  const read = settingsFromEnv(process.env);
  if (!read.ok) {
    for (const message of read.messages) console.error(message);
    process.exitCode = 1;
    return;
  }
  const { settings } = read;
  // The database, the clock, the mail, the payment providers and the app come from the server's container (server/composition).
  const container = createServerContainer(settings);
  const database = await container.getAsync(TOKENS.Database);
  // Instances starting together on one PostgreSQL database seed it one at a time: the first seeds, the rest find it done.
  const seeded = await exclusively(database.db, 'seed', () => seedDatabase(database));
  const now = container.get(TOKENS.Clock);
  const { app, close: closeServer } = await resolveServer(container);
  // Expired tokens, resets, counters and stale empty carts go every 10 minutes, and once now; the timer never holds the process.
  const purge = () => purgeExpired(database.db, now()).catch((error) => console.error('purge failed', error));
  await purge();
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
  purgeTimer.unref();
  const close = async () => {
    clearInterval(purgeTimer);
    await closeServer();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  // The catalogue and each site's search index are built before the first shopper waits for them (about a second).
  warmEngine(await container.getAsync(TOKENS.SearchEngine));
  const { port, host } = settings;
  await app.listen({ port, host });
  console.log(`Storefront on http://jrau.localhost:${port}, http://jrnz.localhost:${port}, http://rtau.localhost:${port} (${seeded})`);
  console.log(describeTrustProxy(settings.trustProxy));
  if (settings.trustProxyNote) console.log(settings.trustProxyNote);
  console.log(describeDevFeatures(settings.devFeatures));
  console.log(describeTagManager(settings.tagManager));
  console.log(describeAnalyticsSinks(settings.analyticsSinks));
  console.log(describeCardGateway(settings.cardGateway));
  console.log(describeMail(settings.mail));
}
