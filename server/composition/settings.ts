import { join, resolve } from 'node:path';
import type { AnalyticsSink } from '../../contract/analytics';
import { parseAnalyticsSinks } from '../analytics-sinks';
import { type CardGatewayName, parseCardGateway } from '../card-gateway';
import { type DatabaseOptions, isPostgresUrl } from '../db/database';
import type { DevFeatures } from '../dev-features';
import { parseDevFeatures } from '../dev-features';
import type { AppOptions } from '../http/app';
import { type TrustedProxies, parseTrustProxy } from '../http/trust-proxy';
import type { MailSettings } from '../services/mail/settings';
import { parseMailSettings } from '../services/mail/settings';
import { type TagManagerSettings, parseTagManager } from '../tag-manager';

/** What the server's container builds the shop from: read from the environment by `npm start`, written out by the test harness. */
export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  /** DATABASE_URL (a `postgres://` URL), else the SQLite file under DATA_DIR: created where it can be, migrated on open. */
  readonly databaseTarget: string;
  /** How the database is opened (the free space it keeps). */
  readonly database?: DatabaseOptions;
  /** DATA_DIR, where uploads are kept (competition photos); a fresh temporary folder when not given (tests). */
  readonly dataDir?: string;
  /** The built client to serve (dist/client); omitted in API-only tests. */
  readonly clientDir?: string;
  /** IMAGE_ORIGIN: where product images are served from. */
  readonly imageOrigin: string;
  /** TRUST_PROXY: the proxies in front; none trusted when unset. */
  readonly trustProxy?: TrustedProxies;
  /** What the start output says about TRUST_PROXY beyond the setting itself. */
  readonly trustProxyNote?: string;
  readonly devFeatures: DevFeatures;
  readonly mail: MailSettings;
  /** How often the mail sender looks at the outbox on its own (the sender's default when unset). */
  readonly mailPollMs?: number;
  /** LOG: the request log on (default) or off. */
  readonly requestLog: boolean;
  /** TAG_MANAGER_{SITE} and TAG_MANAGER_ORIGIN: the tag manager of each site that has one; none when unset. */
  readonly tagManager?: TagManagerSettings;
  /** ANALYTICS_SINKS: where the pages send the shop's analytics events; ['ga4'] when not given. */
  readonly analyticsSinks?: readonly AnalyticsSink[];
  /** CARD_GATEWAY: which card gateway the checkout pays through; the card drop-in (adyen) when not given. */
  readonly cardGateway?: CardGatewayName;
  /** How long the server waits on a client (the app's defaults when unset). */
  readonly timeouts?: Pick<AppOptions, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs' | 'connectionTimeoutMs'>;
}

export type ServerSettingsResult =
  { readonly ok: true; readonly settings: ServerSettings } | { readonly ok: false; readonly messages: readonly string[] };

/**
 * The settings `npm start` runs with, from the environment: PORT, HOST, DATABASE_URL, DATA_DIR, IMAGE_ORIGIN, LOG, TRUST_PROXY,
 * DEV_MAILBOX, TAG_MANAGER_*, ANALYTICS_SINKS, CARD_GATEWAY and the mail's variables. A value that decides what the shop exposes and is
 * not understood is refused.
 */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>): ServerSettingsResult {
  const trust = parseTrustProxy(env.TRUST_PROXY);
  const dev = parseDevFeatures(env);
  const port = Number(env.PORT ?? 8080);
  const mail = parseMailSettings(env, { devMailbox: dev.ok && dev.features.mailbox, port });
  const tagManager = parseTagManager(env);
  const analytics = parseAnalyticsSinks(env.ANALYTICS_SINKS);
  const card = parseCardGateway(env.CARD_GATEWAY);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const database =
    databaseUrl === undefined || isPostgresUrl(databaseUrl)
      ? ({ ok: true } as const)
      : ({ ok: false, message: 'DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for SQLite under DATA_DIR.' } as const);
  if (!trust.ok || !dev.ok || !mail.ok || !tagManager.ok || !analytics.ok || !card.ok || !database.ok) {
    return {
      ok: false,
      messages: [trust, dev, mail, tagManager, analytics, card, database].flatMap((setting) => (setting.ok ? [] : [setting.message])),
    };
  }
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    ok: true,
    settings: {
      port,
      host: env.HOST ?? '127.0.0.1',
      databaseTarget: databaseUrl ?? join(dataDir, 'storefront.sqlite'),
      dataDir,
      clientDir: resolve(import.meta.dirname, '..', '..', 'dist', 'client'),
      imageOrigin: env.IMAGE_ORIGIN ?? `http://images.localhost:${port}`,
      trustProxy: trust.trustProxy,
      ...(trust.note ? { trustProxyNote: trust.note } : {}),
      devFeatures: dev.features,
      mail: mail.settings,
      requestLog: env.LOG !== 'off',
      tagManager: tagManager.settings,
      analyticsSinks: analytics.sinks,
      cardGateway: card.cardGateway,
    },
  };
}
