import type { FastifyInstance } from 'fastify';
import type { ServiceIdentifier } from 'inversify';
import type { OpenedDatabase } from '../db/database';
import type { AppOptions } from '../http/app';
import type { Area } from '../http/areas';
import type { Sandbox } from '../sandbox';
import type { MailSender } from '../services/mail';
import type { MailTransport } from '../services/mail/transport';
import type { PaymentGateways } from '../services/payments/gateways';
import type { SearchEngine } from '../services/search/engine';
import type { ServerSettings } from './settings';

/** The server's clock: milliseconds since the epoch. */
export type Clock = () => number;

/** Where the server's fresh identifiers come from. */
export interface IdSource {
  uuid(): string;
}

/** The server's logs: the request log (on or off, and where it goes) and the lines the shop writes itself. */
export interface ServerLogger {
  /** The request log (Fastify's, card numbers masked): false when off; standard output unless a stream is given. */
  readonly requests: false | { readonly stream?: { write(line: string): void } };
  /** One line from the shop itself: the log mail adapter's mail, the mail sender's troubles. */
  line(text: string): void;
}

/** Areas mounted beside the shop's own: the payment providers' sandbox pages and calls (under /sandbox). */
export type ProviderAreas = ReadonlyArray<{ readonly prefix: string; readonly area: Area }>;

/** The area plugins the app registers, each given the database, the clock and what the areas need. */
export type AreaPlugins = AppOptions['areas'];

/** Every binding of the server's container, by `Symbol.for` so a test names the same token without importing this file's values. */
export const TOKENS = {
  Settings: Symbol.for('server/Settings') as ServiceIdentifier<ServerSettings>,
  Clock: Symbol.for('server/Clock') as ServiceIdentifier<Clock>,
  Ids: Symbol.for('server/Ids') as ServiceIdentifier<IdSource>,
  Logger: Symbol.for('server/Logger') as ServiceIdentifier<ServerLogger>,
  Database: Symbol.for('server/Database') as ServiceIdentifier<OpenedDatabase>,
  Sandbox: Symbol.for('server/Sandbox') as ServiceIdentifier<Sandbox>,
  PaymentGateways: Symbol.for('server/PaymentGateways') as ServiceIdentifier<PaymentGateways>,
  ProviderAreas: Symbol.for('server/ProviderAreas') as ServiceIdentifier<ProviderAreas>,
  MailTransport: Symbol.for('server/MailTransport') as ServiceIdentifier<MailTransport>,
  Mailer: Symbol.for('server/Mailer') as ServiceIdentifier<MailSender>,
  SearchEngine: Symbol.for('server/SearchEngine') as ServiceIdentifier<SearchEngine>,
  Areas: Symbol.for('server/Areas') as ServiceIdentifier<AreaPlugins>,
  RouteObserver: Symbol.for('server/RouteObserver') as ServiceIdentifier<NonNullable<AppOptions['onRoute']>>,
  App: Symbol.for('server/App') as ServiceIdentifier<FastifyInstance>,
} as const;
