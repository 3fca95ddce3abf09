import { randomUUID } from 'node:crypto';
import { Container, ContainerModule } from 'inversify';
import { openDatabase } from '../db/database';
import { buildApp } from '../http/app';
import { allAreas } from '../http/areas';
import { createSandbox } from '../sandbox';
import { startMail, transportOf } from '../services/mail';
import { loadCatalog } from '../services/catalog/store';
import { searchEngineOf } from '../services/search/engine';
import type { ServerSettings } from './settings';
import { type IdSource, type ServerLogger, TOKENS } from './tokens';

/**
 * The server's bindings. Each adapter is made by a factory (`toDynamicValue`), not by constructor injection:
 * the server runs through tsx (esbuild), which emits no decorator metadata, so `@inject`-less constructors
 * could not be resolved (docs/decisions.md, "The server's container"). What holds a resource or a timer (the
 * database, the mail sender, the sandboxes' state, the app) is a singleton; the rest is read per resolution.
 */
export const serverModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Clock).toConstantValue(Date.now);
  bind(TOKENS.Ids).toConstantValue({ uuid: () => randomUUID() } satisfies IdSource);
  bind(TOKENS.Logger).toDynamicValue((ctx): ServerLogger => ({
    requests: ctx.get(TOKENS.Settings).requestLog ? {} : false,
    line: (text) => console.log(text),
  }));
  bind(TOKENS.Database)
    .toDynamicValue(async (ctx) => {
      const settings = ctx.get(TOKENS.Settings);
      return openDatabase(settings.databaseTarget, settings.database);
    })
    .inSingletonScope();

  // The payment providers are sandboxes in this process, answering under /sandbox (spec §1 Checkout).
  // Their state is in the shop's database, so every instance sees the same payments and saved cards.
  // CARD_GATEWAY chooses the card gateway the checkout pays through: the drop-in, or the hosted payment page.
  bind(TOKENS.Sandbox)
    .toDynamicValue(async (ctx) => {
      const { cardGateway } = ctx.get(TOKENS.Settings);
      const db = (await ctx.getAsync(TOKENS.Database)).db;
      return createSandbox({ now: ctx.get(TOKENS.Clock), db, ...(cardGateway ? { cardGateway } : {}) });
    })
    .inSingletonScope();
  bind(TOKENS.PaymentGateways).toDynamicValue(async (ctx) => (await ctx.getAsync(TOKENS.Sandbox)).gateways);
  bind(TOKENS.ProviderAreas).toDynamicValue(async (ctx) => [{ prefix: '/sandbox', area: (await ctx.getAsync(TOKENS.Sandbox)).area }]);

  // Mail is queued with each change and sent after commit, from this process (server/services/mail).
  bind(TOKENS.MailTransport).toDynamicValue(async (ctx) => {
    const database = await ctx.getAsync(TOKENS.Database);
    return transportOf(ctx.get(TOKENS.Settings).mail, database.db, ctx.get(TOKENS.Clock), ctx.get(TOKENS.Logger).line);
  });
  bind(TOKENS.Mailer)
    .toDynamicValue(async (ctx) => {
      const settings = ctx.get(TOKENS.Settings);
      const database = await ctx.getAsync(TOKENS.Database);
      return startMail({
        db: database.db,
        settings: settings.mail,
        now: ctx.get(TOKENS.Clock),
        ids: ctx.get(TOKENS.Ids),
        log: ctx.get(TOKENS.Logger).line,
        transport: await ctx.getAsync(TOKENS.MailTransport),
        ...(settings.mailPollMs !== undefined ? { pollMs: settings.mailPollMs } : {}),
      });
    })
    .inSingletonScope();

  // The engine over the catalogue as it is now (a reseed reads the catalogue again, and so builds another).
  bind(TOKENS.SearchEngine).toDynamicValue(async (ctx) => searchEngineOf(await loadCatalog(await ctx.getAsync(TOKENS.Database))));

  // The areas of spec §7, each calling its services with the database, the clock, the gateways and the mail given here.
  bind(TOKENS.Areas)
    .toDynamicValue(async (ctx) => {
      const settings = ctx.get(TOKENS.Settings);
      const mail = await ctx.getAsync(TOKENS.Mailer);
      const options = {
        imageOrigin: settings.imageOrigin,
        gateways: await ctx.getAsync(TOKENS.PaymentGateways),
        devMailbox: settings.devFeatures.mailbox,
        mail,
      };
      return allAreas(settings.dataDir !== undefined ? { ...options, dataDir: settings.dataDir } : options, await ctx.getAsync(TOKENS.ProviderAreas));
    })
    .inSingletonScope();
  bind(TOKENS.App)
    .toDynamicValue(async (ctx) => {
      const settings = ctx.get(TOKENS.Settings);
      const logger = ctx.get(TOKENS.Logger);
      const onRoute = ctx.get(TOKENS.RouteObserver, { optional: true });
      return buildApp({
        database: await ctx.getAsync(TOKENS.Database),
        now: ctx.get(TOKENS.Clock),
        logger: logger.requests !== false,
        ...(logger.requests && logger.requests.stream ? { logStream: logger.requests.stream } : {}),
        trustProxy: settings.trustProxy,
        imageOrigin: settings.imageOrigin,
        ...(settings.tagManager ? { tagManager: settings.tagManager } : {}),
        ...(settings.devFeatures.dataLayer ? { devDataLayer: true } : {}),
        ...(settings.devFeatures.eventLog ? { devEventLog: true } : {}),
        ...(settings.analyticsSinks ? { analyticsSinks: settings.analyticsSinks } : {}),
        ...(settings.cardGateway ? { cardGateway: settings.cardGateway } : {}),
        ...(settings.clientDir !== undefined ? { clientDir: settings.clientDir } : {}),
        ...settings.timeouts,
        afterWrite: (await ctx.getAsync(TOKENS.Mailer)).nudge,
        ...(onRoute ? { onRoute } : {}),
        areas: await ctx.getAsync(TOKENS.Areas),
      });
    })
    .inSingletonScope();
});

/** The server's composition root: the settings, then every binding made from them. */
export function createServerContainer(settings: ServerSettings): Container {
  const container = new Container();
  container.bind(TOKENS.Settings).toConstantValue(settings);
  container.load(serverModule);
  return container;
}

/**
 * A container over another: a binding made in it (another payment gateway, say) wins over the parent's, and
 * whatever is resolved through it is built with it. Resolve the shop through the child only: a singleton
 * keeps what it was first built with.
 */
export function childContainer(parent: Container): Container {
  return new Container({ parent });
}

/** The shop's running parts as the container built them, to start and stop. */
export async function resolveServer(container: Container) {
  const database = await container.getAsync(TOKENS.Database);
  const mail = await container.getAsync(TOKENS.Mailer);
  const app = await container.getAsync(TOKENS.App);
  return {
    database,
    mail,
    app,
    /** Stops the app, then the mail sender (after its pass under way), then closes the database. */
    async close(): Promise<void> {
      await app.close();
      await mail.stop();
      await database.close();
    },
  };
}

export type { Container };
