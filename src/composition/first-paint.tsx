import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createBffClient } from '../adapters/bff';
import { ServerRenderKeyValueStore, serverRenderGeolocation } from '../adapters/server-render';
import { createSessionClient } from '../adapters/session';
import { TOKENS } from '../application/tokens';
import type { Timer } from '../application/ports/timer';
import { err } from '../domain/shared';
import { SITES } from '../domain/site';
import { App } from '../ui/app';
import { BRAND_NAMES } from '../ui/brand';
import type { FirstPaint } from '../ui/first-paint';
import { FirstPaintProvider } from '../ui/first-paint';
import { type HeadOptions, headHtml, headTags, scriptJson } from '../ui/head-tags';
import { routeOf } from '../ui/routes';
import { createContainer, resolve } from './container';
import type { ClientPlace } from './place';
import type { FirstPaintPage, FirstPaintRequest } from './render-seam';
import { servicesWith } from './services-bindings';

/** The server makes no requests and keeps nothing while it renders: any use case that tries is refused. */
const refuse = (): Promise<Response> => Promise.reject(new Error('The server does not make requests while it renders a page'));
const stillTimer: Timer = { after: () => () => undefined, whenIdle: () => () => undefined };
const noEvents = { onVisible: () => () => undefined, onStorage: () => () => undefined };

/** The reads a page makes while it renders: each runs once, and the renderer waits for its answer. */
function firstPaintOf(
  record: (key: string, answer: unknown) => void,
): FirstPaint & { head: () => HeadOptions | null; lead: () => FirstPaintPage['leadImage'] } {
  const reads = new Map<string, { readonly promise: Promise<void>; answer?: unknown }>();
  let head: HeadOptions | null = null;
  let lead: FirstPaintPage['leadImage'];
  return {
    read<T>(key: string, run: () => Promise<T>): T {
      let entry = reads.get(key);
      if (!entry) {
        const made: { promise: Promise<void>; answer?: unknown } = { promise: Promise.resolve() };
        made.promise = run().then(
          // What the browser gets is the JSON of the answer: the server renders from the same.
          (answer) => {
            made.answer = JSON.parse(JSON.stringify(answer));
            record(key, made.answer);
          },
          (error: unknown) => {
            made.answer = err({ status: 500, message: error instanceof Error ? error.message : 'The page could not be read' });
            record(key, made.answer);
          },
        );
        reads.set(key, made);
        entry = made;
      }
      if (!('answer' in entry)) throw entry.promise;
      return entry.answer as T;
    },
    setHead(options) {
      head = options;
    },
    leadImage(image) {
      lead ??= image;
    },
    head: () => head,
    lead: () => lead,
  };
}

/** Renders a page's first paint from the same views and projections the browser runs, and the state it starts from. */
export function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaintPage> {
  const site = SITES[request.site];
  const sessionStore = new ServerRenderKeyValueStore();
  const localStore = new ServerRenderKeyValueStore();
  const container = createContainer({
    site: site.code,
    clock: { now: () => Date.now() },
    ids: { next: (prefix) => `${prefix}-first-paint` },
    localStore,
    sessionStore,
    geolocation: serverRenderGeolocation,
    analytics: { record: () => undefined, pageHidden: () => undefined },
    sessionService: createSessionClient({ origin: request.origin, fetch: refuse, storage: localStore, events: noEvents }),
    bff: createBffClient({
      host: request.origin,
      fetch: refuse,
      tokens: { current: () => null, update: async () => undefined, replaced: () => undefined },
    }),
    timer: stillTimer,
    navigation: { currentPath: () => request.path, softReload: () => undefined },
  });
  const place: ClientPlace = {
    origin: request.origin,
    host: new URL(request.origin).host,
    fetch: refuse,
    sessionStore,
    reload: () => undefined,
    leave: () => undefined,
  };
  const services = { ...servicesWith(container, site, () => place), catalog: request.catalog };
  const log = resolve(container, TOKENS.EventLog);
  const firstPaint = firstPaintOf((key, answer) => services.pageData.answered(request.path, key, answer));
  const address = { origin: request.origin, path: request.path, search: request.search };

  return new Promise((resolvePage, rejectPage) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => {
      const options = firstPaint.head() ?? {
        title: BRAND_NAMES[site.brand],
        description: `${BRAND_NAMES[site.brand]}: electronics, hobby parts and maker goods.`,
      };
      const lead = firstPaint.lead();
      resolvePage({
        head: headHtml(headTags(options, { site, origin: request.origin, path: request.path })),
        body: Buffer.concat(chunks).toString('utf8'),
        state: scriptJson(log.all().map((entry) => entry.event)),
        route: routeOf(request.path).name,
        ...(lead ? { leadImage: lead } : {}),
      });
    });
    const stream = renderToPipeableStream(
      <FirstPaintProvider value={firstPaint}>
        <App services={services} address={address} />
      </FirstPaintProvider>,
      {
        // Everything is read in-process in a few milliseconds: the page goes out whole, so it reads without JavaScript.
        onAllReady: () => stream.pipe(sink),
        // Written inline, whole: outlined parts would need React's inline scripts, which neither the
        // Content-Security-Policy nor a browser without JavaScript runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: rejectPage,
        onError: (error) => {
          // A part that failed is rendered by the browser instead; the rest of the page still goes out.
          if (process.env.NODE_ENV !== 'production') console.error('First paint:', error);
        },
      },
    );
    setTimeout(() => stream.abort(new Error('The page took too long to render')), request.timeoutMs ?? 5_000).unref();
  });
}
