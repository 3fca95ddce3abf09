import type { FastifyPluginAsync } from 'fastify';
import type { PaymentGateways } from '../services/payments/gateways';
import type { ServerContext } from './app';
import { addressFinderArea } from './addressfinder';
import { analyticsArea } from './analytics';
import { accountArea } from './account';
import { authArea } from './auth';
import { mailboxArea } from './mailbox';
import { drawingsArea } from './drawings';
import { walletArea } from './wallet';
import { makerhubArea, makerhubImagesArea } from './makerhub';
import { bannersArea } from './banners';
import { botCheckArea } from './bot-check';
import { cartArea } from './cart';
import { chatArea } from './chat';
import { checkoutArea } from './checkout';
import { contentArea } from './content';
import { imagesArea } from './images';
import { insightsArea } from './insights';
import { listsArea } from './lists';
import { marketingArea } from './marketing';
import { newsletterArea } from './newsletter';
import { ordersArea } from './orders';
import { productsArea } from './products';
import { sessionServiceArea } from './session-service';
import { storesArea } from './stores';

export interface AreaOptions {
  /** Where product images are served from, e.g. http://images.localhost:8080 (another origin, as a CDN would be). */
  readonly imageOrigin: string;
  /** The payment providers the checkout and order calls talk to (the sandboxes, or real adapters). */
  readonly gateways: PaymentGateways;
  /** DATA_DIR, where uploads are kept (competition photos); a fresh temporary folder when not given (tests). */
  readonly dataDir?: string;
  /** Registers GET /dev/mailbox (DEV_MAILBOX=1): it shows every reset link, so it is off unless asked for. */
  readonly devMailbox?: boolean;
  /** The mail sender: the dev mailbox delivers what is due before it lists the mail. */
  readonly mail?: { flush(): Promise<void> };
}

export type AreaContext = ServerContext & AreaOptions;
export type Area = (context: AreaContext) => FastifyPluginAsync;

/**
 * Every area of spec §7 and where it is mounted; the session service answers under both auth base paths.
 * The dev mailbox is mounted only when asked for, so without it /dev/* answers the ordinary 404.
 */
export function allAreas(options: AreaOptions, extra: ReadonlyArray<{ readonly prefix: string; readonly area: Area }> = []) {
  const at = (prefix: string, area: Area) => ({ prefix, plugin: (context: ServerContext) => area({ ...context, ...options }) });
  return [
    at('/api/bff', contentArea),
    at('/api/bff', productsArea),
    at('/api/bff', cartArea),
    at('/api/bff', storesArea),
    at('/api/bff', addressFinderArea),
    at('/api/bff', authArea),
    at('/api/bff', accountArea),
    at('/api/bff', walletArea),
    at('/api/bff', listsArea),
    at('/api/bff', makerhubArea),
    at('/api/bff', insightsArea),
    at('/api/bff', marketingArea),
    at('/api/bff', analyticsArea),
    at('/api/bff', chatArea),
    at('/api/bff', botCheckArea),
    at('/api/bff', newsletterArea),
    at('/api/bff', bannersArea),
    at('/api/bff', checkoutArea),
    at('/api/bff', ordersArea),
    at('/api/auth', sessionServiceArea),
    at('/fe/api/auth', sessionServiceArea),
    at('', imagesArea),
    at('', makerhubImagesArea),
    ...(options.devMailbox ? [at('/dev', mailboxArea)] : []),
    ...(options.devMailbox ? [at('/dev', drawingsArea)] : []),
    ...extra.map(({ prefix, area }) => at(prefix, area)),
  ];
}
