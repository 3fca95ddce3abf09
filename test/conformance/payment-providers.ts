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
import type { CardGateway, PayFormGateway } from '../../server/services/payments/gateways';
import type { CardPaymentResult, PayFormSubmission } from '../../src/application/ports/payment-providers';
import { expect, test } from '../e2e/support';

/**
 * The browser's payment port's contract (`PaymentProviders`, src/application/ports/payment-providers.ts; spec §4
 * Order completion, Second card provider's pay form and Card drop-in errors, §5 Card drop-in and Pay form errors), as
 * checkout relies on it, held in a real page of Chromium: run `paymentProvidersConformance` in a browser test
 * (test/e2e/*.e2e.ts) with a factory of yours, or `npm run conformance -- <module>` on a module exporting it as
 * `paymentProvidersKit`.
 *
 * The port has two method UIs: the card payment (`mountCardPayment`) and the AU pay form (`mountPayForm`). A factory
 * says which its providers offer, and how the shopper plays each; the kit runs the rules of those alone.
 *
 * Each rule starts a small server of its own in the test process: the sandboxes at /sandbox (their state in a fresh
 * database) and a harness page at /kit on the same origin (the providers' frames check origins), whose script is the
 * factory's module bundled with a little driver, `window.__kit`. Card sessions and pay requests are made and read
 * back through the sandbox's gateways, as the shop's server does. Every rule is a check of its own, so a test can
 * also show that the kit catches a faulty adapter (`openKit` + `rule.check`).
 */

/** What the shopper's test card does (the sandbox's test cards, server/sandbox/test-cards.ts). */
export type CardOutcome = 'authorises' | 'declined' | 'challenge' | 'incomplete';

/** The pay form's cards: it has no 3-D Secure step (its answer is never a redirect). */
export type PayFormCardOutcome = Exclude<CardOutcome, 'challenge'>;

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
 *   not run (a rule that cannot apply is not a test that passes).
 */
export type ProviderStyle = 'cardForm' | 'hostedPage' | 'double';

/** How the pay form takes the card: typed into its frame in the slot, or a double's queued answer (as above). */
export type PayFormStyle = Extract<ProviderStyle, 'cardForm' | 'double'>;

const STYLES: Readonly<Record<ProviderStyle, { readonly showsUi: boolean; readonly validAtMount: boolean }>> = {
  cardForm: { showsUi: true, validAtMount: false },
  hostedPage: { showsUi: true, validAtMount: true },
  double: { showsUi: false, validAtMount: true },
};

/** The card payment (`mountCardPayment`) as the factory's providers offer it, and the shopper's part in it. */
export interface CardPaymentPlay {
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

/** The AU pay form (`mountPayForm`) as the factory's providers offer it, and the shopper's part in it. */
export interface PayFormPlay {
  readonly style: PayFormStyle;
  /** The provider's test cards by outcome; the sandbox's unless said. */
  readonly cards?: Readonly<Record<PayFormCardOutcome, string>>;
  /**
   * Plays the shopper once the pay form is mounted: types `card` into its UI in the slot (a double queues the answer
   * the card would have made). Called again with another card to change what was typed.
   */
  enterCard(page: Page, card: TestCard): Promise<void>;
  /**
   * The shopper backs out inside the pay form (the sandbox's: its wallet sheet's Cancel), which the form tells the
   * shop through onSubmission. Left out when the form offers no cancel: the cancel rule then does not apply.
   */
  cancel?(page: Page): Promise<void>;
}

export interface PaymentProvidersFactory {
  /**
   * A browser module (a path from the repository's root, or absolute) whose `exportName` export, `paymentProviders`
   * unless said, is `() => PaymentProviders`, with the providers answering under /sandbox on the page's origin.
   */
  readonly module: string;
  readonly exportName?: string;
  /** Given when the providers offer a card payment; the card payment's rules run only then. */
  readonly cardPayment?: CardPaymentPlay;
  /** Given when the providers offer the pay form; the pay form's rules run only then. */
  readonly payForm?: PayFormPlay;
}

/** The port's method UIs a factory may offer, by the factory's key. */
export type MethodUi = 'cardPayment' | 'payForm';

const METHOD_NAMES: Readonly<Record<MethodUi, string>> = {
  cardPayment: 'card payment (mountCardPayment)',
  payForm: 'pay form (mountPayForm)',
};

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
  /** The sandbox's pay form gateway: pay requests are made and payments read back through it. */
  readonly payForms: PayFormGateway;
  /** Every message the shop's page received (JSON), over every visit to /kit. */
  readonly messages: readonly string[];
  /** The shop's own requests: made by the page while it was the harness (not by a provider's frame or page). */
  readonly requests: ReadonlyArray<{ readonly url: string; readonly body: string }>;
  /** Errors thrown in the shop's page (the adapter's, or the harness's): a rule run is sound only without any. */
  readonly errors: readonly string[];
  /** The card payment's test card for `outcome`. */
  card(outcome: CardOutcome): TestCard;
  /** The pay form's test card for `outcome`. */
  payFormCard(outcome: PayFormCardOutcome): TestCard;
  close(): Promise<void>;
}

interface RuleOf<M extends MethodUi, S extends string> {
  readonly name: string;
  /** Which of the port's method UIs the rule holds to: it runs only for a factory that offers it. */
  readonly method: M;
  /** Styles the rule cannot apply to, with why: the rule is not run for them. */
  readonly notFor?: Partial<Record<S, string>>;
  /** Why the rule cannot apply to this factory, beyond its style (a pay form with no cancel); undefined when it can. */
  notApplicable?(factory: PaymentProvidersFactory): string | undefined;
  check(run: KitRun): Promise<void>;
}

export type PaymentProvidersRule = RuleOf<'cardPayment', ProviderStyle> | RuleOf<'payForm', PayFormStyle>;

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
 * The pay form is mounted in the same slot with a pay secret, as checkout-pay-form.ts does; what it tells through
 * onSubmission (its wallet sheet's payments and cancels) is kept apart from submit's answers.
 */
const HARNESS_SCRIPT = `
var slot = document.getElementById('slot');
var watch = window.__kitWatch;
var providers = make();
var payment = null;
var payForm = null;
var validity = [];
var results = [];
var submissions = [];
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
  mountPayForm: async function (paySecret) {
    payForm = await providers.mountPayForm(slot, paySecret, {
      onSubmission: function (submission) { submissions.push(submission); },
    });
  },
  submitPayForm: function () { return payForm.submit(); },
  unmountPayForm: function () { payForm.unmount(); },
  returned: function () { return returned; },
  told: function () { return { validity: validity.slice(), results: results.slice(), submissions: submissions.slice() }; },
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

/** What the shop's page was told: validity changes, card payment results, and the pay form's own submissions. */
interface Told {
  validity: boolean[];
  results: CardPaymentResult[];
  submissions: PayFormSubmission[];
}

/** The harness's driver, as `call` reaches it. */
interface Harness {
  mount(session: { readonly id: string; readonly sessionData?: string }): Promise<void>;
  isValid(): boolean;
  submit(): Promise<CardPaymentResult>;
  resume(redirectResult: string): Promise<CardPaymentResult>;
  unmount(): void;
  mountPayForm(paySecret: string): Promise<void>;
  submitPayForm(): Promise<PayFormSubmission>;
  unmountPayForm(): void;
  returned(): Promise<CardPaymentResult> | null;
  told(): Told;
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

/** The method UIs the factory offers, in the port's order. */
function methodsOf(factory: PaymentProvidersFactory): MethodUi[] {
  return (Object.keys(METHOD_NAMES) as MethodUi[]).filter((method) => factory[method] !== undefined);
}

/** The factory's play for `method`; a rule run for a method the factory does not offer says so. */
function playOf<M extends MethodUi>(run: KitRun, method: M): NonNullable<PaymentProvidersFactory[M]> {
  const play = run.factory[method];
  if (play === undefined) throw new Error(`the factory for ${run.factory.module} offers no ${METHOD_NAMES[method]}`);
  return play as NonNullable<PaymentProvidersFactory[M]>;
}

/** Starts the rule's server (fresh sandbox state) and readies the page; close it when the rule is done. */
export async function openKit(page: Page, factory: PaymentProvidersFactory): Promise<KitRun> {
  const script = await bundleOf(factory);
  const database: OpenedDatabase = await openDatabase(':memory:');
  const cardGateway = factory.cardPayment?.cardGateway;
  const sandbox = createSandbox({ now: Date.now, db: database.db, ...(cardGateway ? { cardGateway } : {}) });
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
  const cardPaymentCards = factory.cardPayment?.cards ?? SANDBOX_CARDS;
  const payFormCards = factory.payForm?.cards ?? SANDBOX_CARDS;
  const testCard = (outcome: CardOutcome, number: string): TestCard => ({ outcome, number, expiry: '12/39', cvc: '123', holderName: 'Kit Shopper' });
  return {
    page,
    factory,
    origin,
    gateway: sandbox.gateways.card,
    payForms: sandbox.gateways.payForm,
    messages,
    requests,
    errors,
    card: (outcome) => testCard(outcome, cardPaymentCards[outcome]),
    payFormCard: (outcome) => testCard(outcome, payFormCards[outcome]),
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

/** The harness page, ready for a mount; answers what the slot, the page's frames and its listeners were then. */
async function harness(run: KitRun) {
  await run.page.goto(`${run.origin}/kit`);
  await run.page.waitForFunction(() => '__kit' in window);
  return { slot: await call(run.page, 'slot'), frames: await call(run.page, 'frames'), listeners: await call(run.page, 'listeners') };
}

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
  const before = await harness(run);
  await call(run.page, 'mount', { id: session.id, sessionData: session.sessionData });
  return before.slot;
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
  const { page } = run;
  const play = playOf(run, 'cardPayment');
  const session = await sessionOf(run, amount);
  await mounted(run, session);
  const card = run.card(outcome);
  await play.enterCard?.(page, card);
  const submitted = await call(page, 'submit');
  if (submitted.kind !== 'redirect') return { session, result: submitted, left: false };
  await page.waitForURL((url) => !isKitPage(run.origin, url), { timeout: 15_000 });
  await play.onProviderPage?.(page, card);
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

interface KitPayRequest {
  readonly paySecret: string;
  readonly reference: string;
  readonly amount: number;
}

/** A pay request for `amount` cents, as the shop's server asks the pay form gateway for one (a guest's: no saved card). */
async function payRequestOf(run: KitRun, amount: number): Promise<KitPayRequest> {
  const reference = newReference();
  const { paySecret } = await run.payForms.createPayRequest({ reference, amount, currency: 'AUD', customerId: null, fraudToken: 'ftr_kit' });
  return { paySecret, reference, amount };
}

/** The harness page, the pay form mounted in its slot; answers what the slot held before. */
async function mountedPayForm(run: KitRun, request: KitPayRequest): Promise<{ readonly html: string; readonly children: number }> {
  const before = await harness(run);
  await call(run.page, 'mountPayForm', request.paySecret);
  return before.slot;
}

/** The shopper pays a fresh pay request with the card for `outcome`: types it into the pay form and places the order. */
async function payByPayForm(
  run: KitRun,
  outcome: PayFormCardOutcome,
  amount: number,
): Promise<{ readonly request: KitPayRequest; readonly submission: PayFormSubmission }> {
  const request = await payRequestOf(run, amount);
  await mountedPayForm(run, request);
  await playOf(run, 'payForm').enterCard(run.page, run.payFormCard(outcome));
  return { request, submission: await call(run.page, 'submitPayForm') };
}

/** What the pay form provider's books say of the pay request's reference, asked as the shop's server asks. */
const payFormStateOf = (run: KitRun, request: KitPayRequest) => run.payForms.paymentState({ reference: request.reference });

/** Spec §4 Order completion 1. */
const SUCCESSFUL = ['Authorised', 'Received'];

/**
 * Spec §4 Order completion 5: a failure whose message is this rebuilds the payment step with a new session, so the
 * shopper can try another card; a refused payment's message is its refusalReason.
 */
const DECLINED = 'Transaction declined';

/** Spec §4 Second card provider's pay form: the one status that places the order. */
const PAY_FORM_SUCCESS = 'SUCCESS';

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

/** A pay form's SUCCESS, with the payment's id the shop keeps a saved card by. */
const expectPayFormSuccess = (submission: PayFormSubmission) =>
  expect(submission, 'status SUCCESS with a payId').toMatchObject({ status: PAY_FORM_SUCCESS, payId: expect.stringMatching(/\S/) });

/** The card number, as typed and as digits, is nowhere the shop's page can read: its DOM, its messages, its requests. */
async function expectNoCardNumber(run: KitRun, number: string): Promise<void> {
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
}

/**
 * After unmount: the slot, the page's frames and its message listeners are as before the mount, and what the
 * provider's frame said while mounted, said again by the frame that is gone, is heard by no one.
 */
async function expectUnmounted(page: Page, before: Awaited<ReturnType<typeof harness>>): Promise<void> {
  expect(await call(page, 'slot'), 'the slot as it was').toEqual(before.slot);
  expect(await call(page, 'frames'), 'no frame left anywhere in the page').toBe(before.frames);
  expect(await call(page, 'listeners'), 'every message listener the mount added is removed').toBe(before.listeners);
  const told = await call(page, 'told');
  await call(page, 'replayStale');
  await page.waitForTimeout(200);
  expect(await call(page, 'told'), 'nothing told to the shop after unmount').toEqual(told);
  expect(await call(page, 'slot'), 'the slot stays as it was').toEqual(before.slot);
}

const NOTHING_BEHIND_A_DOUBLE = 'a double has no provider behind it: the card gateway never hears of its payments';
const NOTHING_BEHIND_A_PAY_FORM_DOUBLE = 'a double has no provider behind it: the pay form gateway never hears of its payments';
const NO_CARD_IN_A_DOUBLE = 'a double is given no card: there is nothing it could leak';

/** The card payment's rules (mountCardPayment). */
const CARD_PAYMENT_RULES: ReadonlyArray<RuleOf<'cardPayment', ProviderStyle>> = [
  {
    name: 'mounting puts the provider’s UI in the slot and tells its validity through onValidityChange, agreeing with isValid()',
    method: 'cardPayment',
    async check(run) {
      const play = playOf(run, 'cardPayment');
      const style = STYLES[play.style];
      const session = await sessionOf(run, 1_000);
      const before = await mounted(run, session);
      const slot = await call(run.page, 'slot');
      if (style.showsUi) expect(slot.children, 'the provider’s UI is in the slot').toBeGreaterThan(0);
      else expect(slot, 'a double leaves the slot as it was').toEqual(before);
      await expectValidity(run.page, style.validAtMount, 'once mounted');
      if (style.validAtMount) return;
      // A card form: valid once the card is complete, invalid again when it is not (spec §5: validity follows it).
      await play.enterCard?.(run.page, run.card('authorises'));
      await expectValidity(run.page, true, 'with a complete card');
      await play.enterCard?.(run.page, run.card('incomplete'));
      await expectValidity(run.page, false, 'with an incomplete card');
    },
  },
  {
    name: 'a good card authorises the session’s amount for the session’s reference',
    method: 'cardPayment',
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
    method: 'cardPayment',
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
    method: 'cardPayment',
    async check(run) {
      const paid = await pay(run, 'incomplete', 2_500);
      if (paid.left) expect(paid.returnedWith, 'the provider’s page keeps the shopper with an incomplete card').toBeUndefined();
      else expect(paid.result, 'the form shows the shopper which field; nothing else happens').toEqual({ kind: 'invalid' });
      expect(await stateOf(run, paid)).toEqual({ state: 'none' });
    },
  },
  {
    name: 'a 3-D Secure challenge is a redirect round trip: the page leaves, comes back with a redirectResult, and resume completes it',
    method: 'cardPayment',
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
    method: 'cardPayment',
    async check(run) {
      const { page } = run;
      const play = playOf(run, 'cardPayment');
      const session = await sessionOf(run, 1_500);
      const before = await harness(run);
      await call(page, 'mount', { id: session.id, sessionData: session.sessionData });
      // The UI has something to say before it goes: a card typed, then made incomplete (two validity changes).
      await play.enterCard?.(page, run.card('authorises'));
      await play.enterCard?.(page, run.card('incomplete'));
      await call(page, 'unmount');
      await expectUnmounted(page, before);
    },
  },
  {
    name: 'the card number never reaches the shop’s page: not its DOM outside the provider’s frames, its messages or its requests',
    method: 'cardPayment',
    notFor: { double: NO_CARD_IN_A_DOUBLE },
    async check(run) {
      const paid = await pay(run, 'authorises', 3_300);
      expectSuccessFor(paid.result, paid.session);
      await expectNoCardNumber(run, run.card('authorises').number);
    },
  },
];

/**
 * The pay form's rules (mountPayForm; spec §4 Second card provider's pay form, §5 Pay form errors): its answers are
 * read as checkout reads them (src/application/use-cases/checkout-pay-form.ts), and what it did as the shop's server
 * reads it, by the pay request's reference.
 */
const PAY_FORM_RULES: ReadonlyArray<RuleOf<'payForm', PayFormStyle>> = [
  {
    name: 'mounting the pay form puts its UI in the slot',
    method: 'payForm',
    async check(run) {
      const play = playOf(run, 'payForm');
      const request = await payRequestOf(run, 1_000);
      const before = await mountedPayForm(run, request);
      const slot = await call(run.page, 'slot');
      if (STYLES[play.style].showsUi) expect(slot.children, 'the pay form’s UI is in the slot').toBeGreaterThan(0);
      else expect(slot, 'a double leaves the slot as it was').toEqual(before);
      expect(await call(run.page, 'told'), 'mounting alone tells the shop of no payment').toMatchObject({ submissions: [] });
    },
  },
  {
    name: 'a good card on the pay form answers SUCCESS with a payId, and the provider authorised exactly the pay request’s amount',
    method: 'payForm',
    notFor: { double: NOTHING_BEHIND_A_PAY_FORM_DOUBLE },
    async check(run) {
      const { request, submission } = await payByPayForm(run, 'authorises', 12_345);
      expectPayFormSuccess(submission);
      expect(await payFormStateOf(run, request), 'authorised for exactly the pay request’s amount, in cents').toMatchObject({
        state: 'authorised',
        amount: 12_345,
        currency: 'AUD',
      });
    },
  },
  {
    name: 'a declined card on the pay form answers a status other than SUCCESS (or an error with a message), and nothing is authorised',
    method: 'payForm',
    notFor: { double: NOTHING_BEHIND_A_PAY_FORM_DOUBLE },
    async check(run) {
      const { request, submission } = await payByPayForm(run, 'declined', 4_200);
      // Spec §4: any status but SUCCESS is a failure the shop shows; an error shows its text (spec §8 tyro-pay-form-error).
      if ('status' in submission) expect(submission.status, 'a status that places no order').not.toBe(PAY_FORM_SUCCESS);
      else expect(submission.message, 'an error the shopper can read').toMatch(/\S/);
      expect((await payFormStateOf(run, request)).state, 'the provider authorised nothing').not.toBe('authorised');
    },
  },
  {
    name: 'an incomplete card on the pay form answers an error (such as CLIENT_VALIDATION_ERROR) and nothing is charged',
    method: 'payForm',
    async check(run) {
      const { request, submission } = await payByPayForm(run, 'incomplete', 2_500);
      // Spec §5 Pay form errors: the form shows which field, and answers an error; a status would be an attempt made.
      expect(submission, 'an error with a message, not a status').toMatchObject({
        type: expect.stringMatching(/\S/),
        message: expect.stringMatching(/\S/),
      });
      expect(submission).not.toHaveProperty('status');
      expect(await payFormStateOf(run, request)).toEqual({ state: 'none' });
    },
  },
  {
    name: 'cancelling in the pay form tells the shop gatewayCode CANCELLED through onSubmission, and nothing is charged',
    method: 'payForm',
    notApplicable: (factory) => (factory.payForm?.cancel ? undefined : 'the pay form offers the shopper no cancel'),
    async check(run) {
      const { page } = run;
      const play = playOf(run, 'payForm');
      if (!play.cancel) throw new Error('the factory gives no way to cancel in its pay form');
      const request = await payRequestOf(run, 1_800);
      await mountedPayForm(run, request);
      await play.cancel(page);
      // Spec §4: CANCELLED is the one failure the shop shows no toast for, so the shopper can pay another way.
      await expect.poll(async () => (await call(page, 'told')).submissions, { message: 'the pay form told the shop of the cancel' }).toHaveLength(1);
      const [submission] = (await call(page, 'told')).submissions;
      expect(submission, 'a status other than SUCCESS, with gatewayCode CANCELLED').toMatchObject({ gatewayCode: 'CANCELLED' });
      if (submission && 'status' in submission) expect(submission.status).not.toBe(PAY_FORM_SUCCESS);
      expect((await payFormStateOf(run, request)).state, 'the provider authorised nothing').not.toBe('authorised');
    },
  },
  {
    name: 'unmounting the pay form leaves the slot as the kit found it: no frame, no listener, and a stale frame’s message changes nothing',
    method: 'payForm',
    async check(run) {
      const { page } = run;
      const request = await payRequestOf(run, 1_500);
      const before = await harness(run);
      await call(page, 'mountPayForm', request.paySecret);
      // The form has something to say before it goes: an answer to a submit, which a listener left behind would
      // hear again, unasked, as a submission of the shopper's.
      await playOf(run, 'payForm').enterCard(page, run.payFormCard('incomplete'));
      await call(page, 'submitPayForm');
      await call(page, 'unmountPayForm');
      await expectUnmounted(page, before);
    },
  },
  {
    name: 'the card number typed in the pay form never reaches the shop’s page: not its DOM outside the provider’s frames, its messages or its requests',
    method: 'payForm',
    notFor: { double: NO_CARD_IN_A_DOUBLE },
    async check(run) {
      const { submission } = await payByPayForm(run, 'authorises', 3_300);
      expectPayFormSuccess(submission);
      await expectNoCardNumber(run, run.payFormCard('authorises').number);
    },
  },
];

export const PAYMENT_PROVIDER_RULES: readonly PaymentProvidersRule[] = [...CARD_PAYMENT_RULES, ...PAY_FORM_RULES];

/** Why `rule` is not run for `factory` (the method it holds to is not offered, or cannot apply), or undefined. */
export function whyNotFor(rule: PaymentProvidersRule, factory: PaymentProvidersFactory): string | undefined {
  const play = factory[rule.method];
  if (play === undefined) return `the providers offer no ${METHOD_NAMES[rule.method]}`;
  const notFor: Partial<Record<string, string>> | undefined = rule.notFor;
  return notFor?.[play.style] ?? rule.notApplicable?.(factory);
}

/**
 * The kit as a suite: for each method UI the factory offers, one browser test per rule that applies to it, each
 * with a server and sandbox state of its own. A rule that does not apply (`notFor`, `notApplicable`, with its
 * reason) is not run: it is not a test that passes.
 */
export function paymentProvidersConformance(name: string, factory: PaymentProvidersFactory): void {
  const methods = methodsOf(factory);
  if (methods.length === 0) {
    throw new Error(`${name}: the factory offers none of the port’s method UIs (give cardPayment, payForm or both)`);
  }
  test.describe(`${name} holds to the browser’s payment port`, () => {
    for (const method of methods) {
      test.describe(`its ${METHOD_NAMES[method]}`, () => {
        const rules = PAYMENT_PROVIDER_RULES.filter((rule) => rule.method === method && whyNotFor(rule, factory) === undefined);
        for (const rule of rules) {
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
  });
}
