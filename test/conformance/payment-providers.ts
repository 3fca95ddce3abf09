import formbody from '@fastify/formbody';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import Fastify from 'fastify';
import { isAbsolute, join } from 'node:path';
import type { CardGatewayName } from '../../server/card-gateway';
import { type OpenedDatabase, openDatabase } from '../../server/db/database';
import type { AreaContext } from '../../server/http/areas';
import { installErrorHandler } from '../../server/http/errors';
import { createSandbox } from '../../server/sandbox';
import type { CardGateway } from '../../server/services/payments/gateways';
import type { CardPaymentResult } from '../../src/application/ports/payment-providers';
import { expect, test } from '../e2e/support';

/**
 * The browser's payment port's contract (`PaymentProviders`, src/application/ports/payment-providers.ts; spec §4
 * Order completion and Card drop-in errors, §5 Card drop-in), as checkout relies on it, held in a real page of
 * Chromium: run `paymentProvidersConformance` in a browser test (test/e2e/*.e2e.ts) with a factory of yours.
 *
 * Each rule starts a small server of its own in the test process: the sandboxes at /sandbox (their state in a fresh
 * database) and a harness page at /kit on the same origin (the providers' frames check origins), whose script is the
 * factory's module bundled with a little driver, `window.__kit`. Card sessions are made and read back through the
 * sandbox's card gateway, as the shop's server does. Every rule is a check of its own, so a test can also show that
 * the kit catches a faulty adapter (`openKit` + `rule.check`).
 */

/** What the shopper's test card does (the sandbox's test cards, server/sandbox/test-cards.ts). */
export type CardOutcome = 'authorises' | 'declined' | 'challenge' | 'incomplete';

/** A card as the shopper types it, whatever UI asks for it. */
export interface TestCard {
  readonly outcome: CardOutcome;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holderName: string;
}

/**
 * How a provider takes the card, which decides what some rules expect of it:
 * - `cardForm`: the card is typed into the provider's UI in the shop's slot (a frame); not valid until complete, and
 *   submit pays (a 3-D Secure step is a redirect);
 * - `hostedPage`: the slot only says where the card will be asked for; valid at once, and submit answers a redirect
 *   to the provider's page, where the card is typed;
 * - `double`: a stand-in with no UI and no provider behind it (it answers what the test queued). It shows nothing
 *   and charges nothing, so the rules about what a provider charged or kept from the page do not apply: they are
 *   reported as skipped, with why.
 */
export type ProviderStyle = 'cardForm' | 'hostedPage' | 'double';

const STYLES: Readonly<Record<ProviderStyle, { readonly showsUi: boolean; readonly validAtMount: boolean }>> = {
  cardForm: { showsUi: true, validAtMount: false },
  hostedPage: { showsUi: true, validAtMount: true },
  double: { showsUi: false, validAtMount: true },
};

export interface PaymentProvidersFactory {
  /**
   * A browser module (a path from the repository's root, or absolute) whose `exportName` export, `paymentProviders`
   * unless said, is `() => PaymentProviders`, with the providers answering under /sandbox on the page's origin.
   */
  readonly module: string;
  readonly exportName?: string;
  readonly style: ProviderStyle;
  /** The provider's test cards by outcome; the sandbox's unless said. */
  readonly cards?: Readonly<Record<CardOutcome, string>>;
  /** Whose card gateway makes and reads back the sessions (createSandbox's choice); the drop-in's (adyen) unless said. */
  readonly cardGateway?: CardGatewayName;
  /**
   * Plays the shopper in the shop's page once the card payment is mounted: types `card` into the provider's UI in
   * the slot (the card form's frame). Called again with another card to change what was typed. Not needed for a
   * hosted page.
   */
  enterCard?(page: Page, card: TestCard): Promise<void>;
  /**
   * Plays the shopper on a page the provider sent them to (its hosted page's form, the 3-D Secure step), until the
   * provider sends them back to the shop; for an `incomplete` card, until the provider's page has refused it.
   */
  onProviderPage?(page: Page, card: TestCard): Promise<void>;
}

/** The sandbox's test cards (the README's, server/sandbox/test-cards.ts); an incomplete card has too few digits. */
export const SANDBOX_CARDS: Readonly<Record<CardOutcome, string>> = {
  authorises: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  challenge: '4212 3456 7891 0006',
  incomplete: '4111 1111',
};

/** One rule's server and page: what a check drives and reads back. */
export interface KitRun {
  readonly page: Page;
  readonly factory: PaymentProvidersFactory;
  /** The kit server's origin, e.g. http://127.0.0.1:40123: the harness is at /kit, the sandboxes at /sandbox. */
  readonly origin: string;
  /** The sandbox's card gateway: sessions are made and payments read back through it, as the shop's server does. */
  readonly gateway: CardGateway;
  /** Every message the shop's page received (JSON), over every visit to /kit. */
  readonly messages: readonly string[];
  /** The shop's own requests: made by the page while it was the harness (not by a provider's frame or page). */
  readonly requests: ReadonlyArray<{ readonly url: string; readonly body: string }>;
  /** Errors thrown in the shop's page (the adapter's, or the harness's): a rule run is sound only without any. */
  readonly errors: readonly string[];
  card(outcome: CardOutcome): TestCard;
  close(): Promise<void>;
}

export interface PaymentProvidersRule {
  readonly name: string;
  /** Styles the rule cannot apply to, with why: the test is reported as skipped with that reason. */
  readonly notFor?: Partial<Record<ProviderStyle, string>>;
  check(run: KitRun): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

/**
 * Runs in the harness page before any of its modules: every message the page receives is recorded (for the card
 * number rule and the stale frame replay), and the page's message listeners are counted, so unmount can be seen to
 * take back what mount added.
 */
const WATCH_SCRIPT = `(function () {
  var add = window.addEventListener, remove = window.removeEventListener, live = new Set(), seen = [];
  add.call(window, 'message', function (event) {
    seen.push({ origin: event.origin, data: event.data, source: event.source });
    var text;
    try { text = JSON.stringify(event.data); } catch (e) { text = String(event.data); }
    if (window.__kitMessage) window.__kitMessage(text === undefined ? String(event.data) : text);
  });
  window.addEventListener = function (type, listener, options) { if (type === 'message') live.add(listener); return add.call(this, type, listener, options); };
  window.removeEventListener = function (type, listener, options) { if (type === 'message') live.delete(listener); return remove.call(this, type, listener, options); };
  window.__kitWatch = { live: live, seen: seen };
})();`;

/**
 * The driver the kit calls through `page.evaluate`: the card payment mounted in #slot with the options checkout
 * gives it (src/application/use-cases/checkout-drop-in.ts), every validity change and result kept. Back on /kit
 * from the provider with sessionId and redirectResult, it mounts with the id alone and resumes, as checkout does.
 */
const HARNESS_SCRIPT = `
var slot = document.getElementById('slot');
var watch = window.__kitWatch;
var providers = make();
var payment = null;
var validity = [];
var results = [];
var returned = null;
var kit = {
  providers: providers,
  mount: async function (session) {
    payment = await providers.mountCardPayment(slot, session, {
      brands: CARD_BRANDS,
      form: dropInFormRule({}),
      onValidityChange: function (valid) { validity.push(valid); },
      onSubmission: function (result) { results.push(result); },
    });
  },
  isValid: function () { return payment.isValid(); },
  submit: async function () {
    var result = await payment.submit();
    results.push(result);
    // The shop leaves for the provider's page (checkout's router.leave), once this call has answered.
    if (result.kind === 'redirect') setTimeout(function () { location.assign(result.url); }, 50);
    return result;
  },
  resume: async function (redirectResult) {
    var result = await payment.resume(redirectResult);
    results.push(result);
    return result;
  },
  unmount: function () { payment.unmount(); },
  returned: function () { return returned; },
  told: function () { return { validity: validity.slice(), results: results.slice() }; },
  slot: function () { return { html: slot.innerHTML, children: slot.childElementCount }; },
  frames: function () { return document.querySelectorAll('iframe').length; },
  listeners: function () { return watch.live.size; },
  replayStale: function () {
    watch.seen.forEach(function (m) {
      if (m.source && m.source !== window) window.dispatchEvent(new MessageEvent('message', { data: m.data, origin: m.origin, source: m.source }));
    });
  },
  messages: function () {
    return watch.seen.map(function (m) { try { return JSON.stringify(m.data) || String(m.data); } catch (e) { return String(m.data); } });
  },
  shopPage: function () {
    var values = Array.prototype.map.call(document.querySelectorAll('input, textarea, select'), function (e) { return e.value; });
    return document.documentElement.outerHTML + '\\n' + values.join('\\n');
  },
};
window.__kit = kit;
var query = new URLSearchParams(location.search);
if (query.get('sessionId') && query.get('redirectResult')) {
  returned = kit.mount({ id: query.get('sessionId') }).then(function () { return kit.resume(query.get('redirectResult')); });
}
`;

const HARNESS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment providers kit</title></head>
<body><main><h1>Checkout (payment providers kit)</h1><div id="slot"></div></main>
<script>${WATCH_SCRIPT}</script><script type="module" src="/kit/harness.js"></script></body></html>`;

/** The harness scripts by factory module, built once per run. */
const bundles = new Map<string, Promise<string>>();

function bundleOf(factory: PaymentProvidersFactory): Promise<string> {
  const module = isAbsolute(factory.module) ? factory.module : join(root, factory.module);
  const exportName = factory.exportName ?? 'paymentProviders';
  const key = `${module}#${exportName}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    const contents = `import { ${exportName} as make } from ${JSON.stringify(module)};
import { CARD_BRANDS, dropInFormRule } from ${JSON.stringify(join(root, 'src/domain/payments'))};
${HARNESS_SCRIPT}`;
    bundle = build({
      stdin: { contents, resolveDir: root, sourcefile: 'payment-providers-kit.js', loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text);
    // A failed build is not kept: the next rule reports it again.
    bundle.catch(() => bundles.delete(key));
    bundles.set(key, bundle);
  }
  return bundle;
}

/** The harness's driver, as `call` reaches it. */
interface Harness {
  mount(session: { readonly id: string; readonly sessionData?: string }): Promise<void>;
  isValid(): boolean;
  submit(): Promise<CardPaymentResult>;
  resume(redirectResult: string): Promise<CardPaymentResult>;
  unmount(): void;
  returned(): Promise<CardPaymentResult> | null;
  told(): { validity: boolean[]; results: CardPaymentResult[] };
  slot(): { html: string; children: number };
  frames(): number;
  listeners(): number;
  replayStale(): void;
  /** The messages this visit to /kit received (the kit's list may not have heard of the last ones yet). */
  messages(): string[];
  shopPage(): string;
}

/** Calls the harness's driver in the page. */
function call<K extends keyof Harness>(page: Page, method: K, ...args: Parameters<Harness[K]>): Promise<Awaited<ReturnType<Harness[K]>>> {
  return page.evaluate(
    ([name, values]) => {
      const kit = (window as unknown as { __kit: Record<string, (...a: unknown[]) => unknown> }).__kit;
      return kit[name]!(...values);
    },
    [method, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<Harness[K]>>>;
}

/** Starts the rule's server (fresh sandbox state) and readies the page; close it when the rule is done. */
export async function openKit(page: Page, factory: PaymentProvidersFactory): Promise<KitRun> {
  const script = await bundleOf(factory);
  const database: OpenedDatabase = await openDatabase(':memory:');
  const sandbox = createSandbox({ now: Date.now, db: database.db, ...(factory.cardGateway ? { cardGateway: factory.cardGateway } : {}) });
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(formbody);
  // The sandbox area needs none of the shop's context; what it is given is what the shop's server would give.
  const context: AreaContext = { database, now: Date.now, imageOrigin: '', gateways: sandbox.gateways };
  await app.register(sandbox.area(context), { prefix: '/sandbox' });
  app.get('/kit', async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(HARNESS_PAGE),
  );
  app.get('/kit/harness.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const messages: string[] = [];
  const requests: Array<{ url: string; body: string }> = [];
  const errors: string[] = [];
  await page.exposeFunction('__kitMessage', (text: string) => void messages.push(text));
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame() && isKitPage(origin, page.mainFrame().url())) {
      requests.push({ url: request.url(), body: request.postData() ?? '' });
    }
  });
  page.on('pageerror', (error) => void errors.push(error.message));
  const cards = factory.cards ?? SANDBOX_CARDS;
  return {
    page,
    factory,
    origin,
    gateway: sandbox.gateways.card,
    messages,
    requests,
    errors,
    card: (outcome) => ({ outcome, number: cards[outcome], expiry: '12/39', cvc: '123', holderName: 'Kit Shopper' }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const isKitPage = (origin: string, url: string | URL): boolean => {
  const at = new URL(url);
  return at.origin === origin && at.pathname === '/kit';
};

const isReturn = (origin: string, url: URL): boolean => isKitPage(origin, url) && url.searchParams.has('redirectResult');

let serial = 0;
const newReference = () => `kit-${Date.now().toString(36)}-${(serial += 1)}`;

interface KitSession {
  readonly id: string;
  readonly sessionData: string;
  readonly reference: string;
  readonly amount: number;
}

/** A card session for `amount` cents, as the shop's server asks the card gateway for one. */
async function sessionOf(run: KitRun, amount: number): Promise<KitSession> {
  const reference = newReference();
  const made = await run.gateway.createSession({
    reference,
    amount,
    currency: 'AUD',
    returnUrl: `${run.origin}/kit`,
    fraudToken: 'ftr_kit',
    country: 'AU',
  });
  return { ...made, reference, amount };
}

/** The harness page, the card payment mounted in its slot; answers what the slot held before. */
async function mounted(run: KitRun, session: KitSession): Promise<{ readonly html: string; readonly children: number }> {
  await run.page.goto(`${run.origin}/kit`);
  await run.page.waitForFunction(() => '__kit' in window);
  const before = await call(run.page, 'slot');
  await call(run.page, 'mount', { id: session.id, sessionData: session.sessionData });
  return before;
}

interface Paid {
  readonly session: KitSession;
  /** The last answer the shop had: submit's, or resume's after the round trip. */
  readonly result?: CardPaymentResult;
  /** Whether the page left for the provider. */
  readonly left: boolean;
  /** What the provider sent the shopper back with. */
  readonly returnedWith?: { readonly sessionId: string | null; readonly redirectResult: string };
}

/**
 * The shopper pays a fresh session with the card for `outcome`: types it (a card form), places the order, plays any
 * page the provider sends them to, and is back on /kit, where the harness resumes. An incomplete card on a
 * provider's page is left there: the answer then has no result.
 */
async function pay(run: KitRun, outcome: CardOutcome, amount: number): Promise<Paid> {
  const { page, factory } = run;
  const session = await sessionOf(run, amount);
  await mounted(run, session);
  const card = run.card(outcome);
  await factory.enterCard?.(page, card);
  const submitted = await call(page, 'submit');
  if (submitted.kind !== 'redirect') return { session, result: submitted, left: false };
  await page.waitForURL((url) => !isKitPage(run.origin, url), { timeout: 15_000 });
  await factory.onProviderPage?.(page, card);
  // The provider's page refuses an incomplete card where it is: a short look is enough to see it keeps the shopper.
  const back = await page
    .waitForURL((url) => isReturn(run.origin, url), { timeout: outcome === 'incomplete' ? 1_500 : 20_000 })
    .then(
      () => true,
      () => false,
    );
  if (!back) return { session, left: true };
  await page.waitForFunction(() => '__kit' in window);
  const result = await call(page, 'returned');
  const query = new URL(page.url()).searchParams;
  return {
    session,
    left: true,
    ...(result ? { result } : {}),
    returnedWith: { sessionId: query.get('sessionId'), redirectResult: query.get('redirectResult') ?? '' },
  };
}

/** What the provider's books say of the payment, asked as the shop's server asks (with the redirectResult it had). */
const stateOf = (run: KitRun, paid: Paid) =>
  run.gateway.paymentState({
    reference: paid.session.reference,
    ...(paid.returnedWith?.redirectResult ? { redirectResult: paid.returnedWith.redirectResult } : {}),
  });

/** Spec §4 Order completion 1. */
const SUCCESSFUL = ['Authorised', 'Received'];

/**
 * Spec §4 Order completion 5: a failure whose message is this rebuilds the payment step with a new session, so the
 * shopper can try another card; a refused payment's message is its refusalReason.
 */
const DECLINED = 'Transaction declined';

/** The validity the shop holds (it starts invalid and follows onValidityChange, spec §5) agrees with isValid(). */
async function expectValidity(page: Page, valid: boolean, when: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const told = (await call(page, 'told')).validity;
        return { isValid: await call(page, 'isValid'), told: told.at(-1) ?? false };
      },
      { message: `validity ${when}: isValid() and the last onValidityChange` },
    )
    .toEqual({ isValid: valid, told: valid });
}

const expectSuccessFor = (result: CardPaymentResult | undefined, session: KitSession) => {
  expect(result, 'the payment completed for the session’s reference').toMatchObject({ kind: 'completed', reference: session.reference });
  if (result?.kind === 'completed') expect(SUCCESSFUL, `a successful resultCode (was ${result.resultCode})`).toContain(result.resultCode);
};

const NOTHING_BEHIND_A_DOUBLE = 'a double has no provider behind it: the card gateway never hears of its payments';

export const PAYMENT_PROVIDER_RULES: readonly PaymentProvidersRule[] = [
  {
    name: 'mounting puts the provider’s UI in the slot and tells its validity through onValidityChange, agreeing with isValid()',
    async check(run) {
      const style = STYLES[run.factory.style];
      const session = await sessionOf(run, 1_000);
      const before = await mounted(run, session);
      const slot = await call(run.page, 'slot');
      if (style.showsUi) expect(slot.children, 'the provider’s UI is in the slot').toBeGreaterThan(0);
      else expect(slot, 'a double leaves the slot as it was').toEqual(before);
      await expectValidity(run.page, style.validAtMount, 'once mounted');
      if (style.validAtMount) return;
      // A card form: valid once the card is complete, invalid again when it is not (spec §5: validity follows it).
      await run.factory.enterCard?.(run.page, run.card('authorises'));
      await expectValidity(run.page, true, 'with a complete card');
      await run.factory.enterCard?.(run.page, run.card('incomplete'));
      await expectValidity(run.page, false, 'with an incomplete card');
    },
  },
  {
    name: 'a good card authorises the session’s amount for the session’s reference',
    notFor: { double: NOTHING_BEHIND_A_DOUBLE },
    async check(run) {
      const paid = await pay(run, 'authorises', 12_345);
      expectSuccessFor(paid.result, paid.session);
      expect(await stateOf(run, paid), 'the provider authorised exactly the session’s amount, in cents').toMatchObject({
        state: 'authorised',
        amount: 12_345,
        currency: 'AUD',
      });
    },
  },
  {
    name: 'a declined card ends Refused with a reason the shopper can read, and the provider says refused',
    notFor: { double: NOTHING_BEHIND_A_DOUBLE },
    async check(run) {
      const paid = await pay(run, 'declined', 4_200);
      expect(paid.result, 'Refused for the session’s reference').toMatchObject({
        kind: 'completed',
        resultCode: 'Refused',
        reference: paid.session.reference,
      });
      if (paid.result?.kind === 'completed') expect(paid.result.refusalReason, 'the reason spec §4 shows and acts on').toBe(DECLINED);
      expect((await stateOf(run, paid)).state).toBe('refused');
    },
  },
  {
    name: 'an incomplete card is never charged: the answer is invalid, or the provider’s page refuses it',
    async check(run) {
      const paid = await pay(run, 'incomplete', 2_500);
      if (paid.left) expect(paid.returnedWith, 'the provider’s page keeps the shopper with an incomplete card').toBeUndefined();
      else expect(paid.result, 'the form shows the shopper which field; nothing else happens').toEqual({ kind: 'invalid' });
      expect(await stateOf(run, paid)).toEqual({ state: 'none' });
    },
  },
  {
    name: 'a 3-D Secure challenge is a redirect round trip: the page leaves, comes back with a redirectResult, and resume completes it',
    notFor: { double: 'a double’s answers live in the page, which the redirect leaves; and nothing stands behind it to challenge' },
    async check(run) {
      const paid = await pay(run, 'challenge', 7_700);
      expect(paid.left, 'the page left for the 3-D Secure step').toBe(true);
      expect(paid.returnedWith?.redirectResult, 'the shopper came back with a redirectResult').toMatch(/\S/);
      expect(paid.returnedWith?.sessionId, 'and the session’s id (spec §2 Returning to /checkout)').toBe(paid.session.id);
      expectSuccessFor(paid.result, paid.session);
      expect(await stateOf(run, paid), 'the provider agrees').toMatchObject({ state: 'authorised', amount: 7_700, currency: 'AUD' });
    },
  },
  {
    name: 'unmount leaves the slot as the kit found it: no frame, no listener, and a stale frame’s message changes nothing',
    async check(run) {
      const { page } = run;
      const session = await sessionOf(run, 1_500);
      await page.goto(`${run.origin}/kit`);
      await page.waitForFunction(() => '__kit' in window);
      const before = { slot: await call(page, 'slot'), frames: await call(page, 'frames'), listeners: await call(page, 'listeners') };
      await call(page, 'mount', { id: session.id, sessionData: session.sessionData });
      // The UI has something to say before it goes: a card typed, then made incomplete (two validity changes).
      await run.factory.enterCard?.(page, run.card('authorises'));
      await run.factory.enterCard?.(page, run.card('incomplete'));
      await call(page, 'unmount');
      expect(await call(page, 'slot'), 'the slot as it was').toEqual(before.slot);
      expect(await call(page, 'frames'), 'no frame left anywhere in the page').toBe(before.frames);
      expect(await call(page, 'listeners'), 'every message listener the mount added is removed').toBe(before.listeners);
      // What the provider's frame said while mounted, said again by the frame that is gone: nothing is heard.
      const told = await call(page, 'told');
      await call(page, 'replayStale');
      await page.waitForTimeout(200);
      expect(await call(page, 'told'), 'no validity change or result after unmount').toEqual(told);
      expect(await call(page, 'slot'), 'the slot stays as it was').toEqual(before.slot);
    },
  },
  {
    name: 'the card number never reaches the shop’s page: not its DOM outside the provider’s frames, its messages or its requests',
    notFor: { double: 'a double is given no card: there is nothing it could leak' },
    async check(run) {
      const paid = await pay(run, 'authorises', 3_300);
      expectSuccessFor(paid.result, paid.session);
      const number = run.card('authorises').number;
      const digits = number.replace(/\D/g, '');
      const needles = [...new Set([digits, number, digits.slice(0, 12)])];
      const where = {
        'the page’s DOM (outside the provider’s frames)': await call(run.page, 'shopPage'),
        'the messages the page received': [...run.messages, ...(await call(run.page, 'messages'))].join('\n'),
        'the shop’s own requests': run.requests.map((request) => `${request.url}\n${request.body}`).join('\n'),
      };
      for (const [place, text] of Object.entries(where)) {
        for (const needle of needles) expect(text.includes(needle), `${place} carries ${needle}`).toBe(false);
      }
    },
  },
];

/**
 * The kit as a suite: one browser test per rule that applies to the adapter's style, each with a server and sandbox
 * state of its own. A rule that does not apply (`notFor`, with its reason) is not run: it is not a test that passes.
 */
export function paymentProvidersConformance(name: string, factory: PaymentProvidersFactory): void {
  test.describe(`${name} holds to the browser’s payment port`, () => {
    for (const rule of PAYMENT_PROVIDER_RULES.filter((candidate) => candidate.notFor?.[factory.style] === undefined)) {
      test(rule.name, async ({ page }) => {
        const run = await openKit(page, factory);
        try {
          await rule.check(run);
          // An error the page threw is the adapter's: a rule that passed despite it still fails.
          expect(run.errors, 'errors thrown in the shop’s page').toEqual([]);
        } finally {
          await run.close();
        }
      });
    }
  });
}
