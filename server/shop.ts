import { join, resolve } from 'node:path';
import { openDatabase } from './db/database';
import { allAreas } from './http/areas';
import { buildApp } from './http/app';
import { describeTrustProxy, parseTrustProxy } from './http/trust-proxy';
import { describeDevFeatures, parseDevFeatures } from './dev-features';
import { createSandbox } from './sandbox';
import { seedDatabase } from './seed';
import { warmSearch } from './services/search';
import { PURGE_INTERVAL_MS, purgeExpired } from './services/purge';
import { startMail } from './services/mail';
import { describeMail, parseMailSettings } from './services/mail/settings';

/**
 * Starts the shop: the database under DATA_DIR (created and seeded on first start), the API and the
 * built client on PORT. Sites are told apart by host name: jrau.localhost, jrnz.localhost, rtau.localhost.
 */
export async function startShop(): Promise<void> {
  // The settings that decide what the shop exposes are read first: a value not understood stops the start.
  const trust = parseTrustProxy(process.env.TRUST_PROXY);
  const dev = parseDevFeatures(process.env);
  const port = Number(process.env.PORT ?? 8080);
  const mailSetting = parseMailSettings(process.env, { devMailbox: dev.ok && dev.features.mailbox, port });
  if (!trust.ok || !dev.ok || !mailSetting.ok) {
    for (const setting of [trust, dev, mailSetting]) if (!setting.ok) console.error(setting.message);
    process.exitCode = 1;
    return;
  }
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const database = await openDatabase(join(dataDir, 'storefront.sqlite'));
  const seeded = await seedDatabase(database);
  // The payment providers are sandboxes in this process, answering under /sandbox (spec §1 Checkout).
  const sandbox = createSandbox({ now: Date.now, dataDir });
  const imageOrigin = process.env.IMAGE_ORIGIN ?? `http://images.localhost:${port}`;
  // Mail is queued with each change and sent after commit, from this process (server/services/mail).
  const mail = startMail({ db: database.db, settings: mailSetting.settings, now: Date.now });
  const app = await buildApp({
    database,
    clientDir: resolve(import.meta.dirname, '..', 'dist', 'client'),
    logger: process.env.LOG !== 'off',
    trustProxy: trust.trustProxy,
    imageOrigin,
    afterWrite: mail.nudge,
    areas: allAreas({ imageOrigin, gateways: sandbox.gateways, dataDir, devMailbox: dev.features.mailbox, mail }, [
      { prefix: '/sandbox', area: sandbox.area },
    ]),
  });
  // Expired tokens, resets, counters and stale empty carts go every 10 minutes, and once now; the timer never holds the process.
  const purge = () => purgeExpired(database.db, Date.now()).catch((error) => console.error('purge failed', error));
  await purge();
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
  purgeTimer.unref();
  const close = async () => {
    clearInterval(purgeTimer);
    await app.close();
    await mail.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  // The catalogue and each site's search index are built before the first shopper waits for them (about a second).
  warmSearch(database);
  await app.listen({ port, host });
  console.log(`Storefront on http://jrau.localhost:${port}, http://jrnz.localhost:${port}, http://rtau.localhost:${port} (${seeded})`);
  console.log(describeTrustProxy(trust.trustProxy));
  if (trust.note) console.log(trust.note);
  console.log(describeDevFeatures(dev.features));
  console.log(describeMail(mailSetting.settings));
}

