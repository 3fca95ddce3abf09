import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import { MEMORY_ANONYMOUS_TOKEN } from '../../src/adapters/memory';
import {
  DELIVERY_UNAVAILABLE_CODE,
  type DeliveryCommand,
  type DeliveryEvent,
  type DeliveryState,
  POSTCODE_ERROR_TOAST,
  acceptDeliveryPostcode,
  availabilityOf,
  decide,
  deliveryDecider,
  deliveryOptionsLookup,
  deliveryPostcodeErrors,
  effectsOf,
  evolve,
  initialDelivery,
  postcodeSelectedToast,
  tokenPatchForPostcode,
} from '../../src/domain/delivery';
import { fold } from '../../src/domain/shared';
import { sessionTokenArb } from './arbitraries/account';
import { auStateArb, cityArb, countryArb, deliveryAvailabilityArb, postcodeArb, skuArb } from './arbitraries/delivery';
import { deliveryCommandArb, deliveryFormArb as formArb } from './arbitraries/delivery-commands';

const run = (state: DeliveryState, command: DeliveryCommand): DeliveryState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};
const statesArb = fc.array(deliveryCommandArb, { maxLength: 15 }).map((commands) => commands.reduce(run, initialDelivery()));
const pathArb = fc.constantFrom('/', '/p/uno-r3', '/store-finder', '/store-finder/', '/store-finder?postcode=2000', '/checkout');
const onStoreFinder = (path: string) => /^\/store-finder\/?(\?|$)/.test(path);

describe('the delivery postcode', () => {
  it('a valid form becomes the postcode, is written to the token and confirmed with the postcode-success toast', () => {
    fc.assert(
      fc.property(statesArb, countryArb, postcodeArb, cityArb, auStateArb, pathArb, (before, country, postcode, city, state, path) => {
        const result = decide(before, { type: 'choosePostcode', postcode: ` ${postcode} `, city, state: state.toLowerCase(), country });
        if (!result.ok) throw new Error('refused');
        const after = result.value.reduce(evolve, before);
        const kept = country === 'NZ' ? '' : state;
        expect(after).toEqual({ ...before, deliveryPostcode: postcode, deliveryCity: city, deliveryState: kept });
        expect(effectsOf(result.value[0]!, { path })).toEqual([
          // NZ has no state (spec §5): its patch carries none, not an empty one.
          {
            type: 'updateSessionToken',
            patch: { deliveryPostcode: postcode, deliveryCity: city, ...(country === 'NZ' ? {} : { deliveryState: kept }) },
          },
          { type: 'showToast', toast: { id: 'postcode-success', type: 'success', message: `You've selected ${postcode} as your postcode` } },
          onStoreFinder(path) ? { type: 'closeDeliveryPostcodeDrawer' } : { type: 'softReload' },
        ]);
      }),
    );
  });

  it('a refused postcode carries the form’s field errors and never changes the state', () => {
    fc.assert(
      fc.property(statesArb, formArb, pathArb, (before, form, path) => {
        const errors = deliveryPostcodeErrors(form, form.country);
        const result = decide(before, { type: 'choosePostcode', ...form });
        if (!result.ok) throw new Error('a form is always decided');
        const [event] = result.value;
        if (acceptDeliveryPostcode(form, form.country) !== null) {
          expect(event?.type).toBe('delivery/postcodeChosen');
          return;
        }
        expect(result.value).toEqual([{ type: 'delivery/postcodeRefused', data: { postcode: form.postcode.trim(), errors, toast: null } }]);
        expect(Object.keys(errors).length).toBeGreaterThan(0);
        // The very same state: views do not even re-render.
        expect(evolve(before, event!)).toBe(before);
        // Field errors are shown beside the fields: no toast, no token, no reload.
        expect(effectsOf(event!, { path })).toEqual([]);
      }),
    );
  });

  it('a postcode the token would not take is refused with the postcode-error toast (spec §8), and nothing changes', () => {
    fc.assert(
      fc.property(statesArb, postcodeArb, pathArb, (before, postcode, path) => {
        const result = decide(before, { type: 'recordPostcodeNotSaved', postcode });
        if (!result.ok) throw new Error('refused');
        expect(result.value).toEqual([{ type: 'delivery/postcodeRefused', data: { postcode, errors: {}, toast: POSTCODE_ERROR_TOAST } }]);
        expect(result.value.reduce(evolve, before)).toBe(before);
        expect(effectsOf(result.value[0]!, { path })).toEqual([
          { type: 'showToast', toast: { id: 'postcode-error', type: 'error', message: 'Oops! Something went wrong while setting your postcode' } },
        ]);
      }),
    );
  });

  it('restoring from the session token mirrors its postcode, keeps every check, and a second restore records nothing', () => {
    fc.assert(
      fc.property(statesArb, fc.option(sessionTokenArb, { nil: null }), (before, token) => {
        const result = decide(before, { type: 'restorePostcode', token });
        const after = result.ok ? result.value.reduce(evolve, before) : before;
        const or = (v: string | undefined) => (v?.trim() ? v.trim() : null);
        expect(after).toEqual({
          deliveryPostcode: or(token?.deliveryPostcode),
          deliveryCity: or(token?.deliveryCity),
          deliveryState: or(token?.deliveryState),
          availability: before.availability,
        });
        expect(decide(after, { type: 'restorePostcode', token })).toEqual({ ok: true, value: [] });
        for (const event of result.ok ? result.value : []) expect(effectsOf(event, { path: '/' })).toEqual([]);
      }),
    );
  });

  it('toasts and the token patch use the spec wording and fields', () => {
    expect(postcodeSelectedToast('2150')).toEqual({ id: 'postcode-success', type: 'success', message: "You've selected 2150 as your postcode" });
    expect(tokenPatchForPostcode({ postcode: '2150', city: 'Parramatta', state: 'NSW' })).toEqual({
      deliveryPostcode: '2150',
      deliveryCity: 'Parramatta',
      deliveryState: 'NSW',
    });
    // NZ has no state (spec §5): the patch leaves it out rather than send an empty one the service refuses.
    expect(tokenPatchForPostcode({ postcode: '6011', city: 'Wellington', state: '' })).toEqual({
      deliveryPostcode: '6011',
      deliveryCity: 'Wellington',
    });
  });
});

describe('delivery availability', () => {
  it('a check of one product never touches another product’s check, nor the postcode', () => {
    fc.assert(
      fc.property(statesArb, deliveryCommandArb, (before, command) => {
        if (command.type !== 'recordAvailability' && command.type !== 'clearAvailability') return;
        const after = run(before, command);
        const sku = command.sku.trim();
        const decided = decide(before, command);
        // The product itself: its answer recorded, or its answer gone once cleared.
        if (decided.ok && command.type === 'recordAvailability') expect(availabilityOf(after, sku)).toEqual(decided.value[0]?.data);
        if (command.type === 'clearAvailability') expect(availabilityOf(after, sku)).toBeNull();
        expect(after.availability.filter((entry) => entry.sku !== sku)).toEqual(before.availability.filter((entry) => entry.sku !== sku));
        expect([after.deliveryPostcode, after.deliveryCity, after.deliveryState]).toEqual([
          before.deliveryPostcode,
          before.deliveryCity,
          before.deliveryState,
        ]);
        // One entry per product at most.
        expect(new Set(after.availability.map((entry) => entry.sku)).size).toBe(after.availability.length);
      }),
    );
  });

  it('records the answer the spec’s way: fullBasket on each method, 793 and the message when none (spec §3, §8)', () => {
    fc.assert(
      fc.property(
        statesArb,
        skuArb,
        postcodeArb,
        fc.option(auStateArb, { nil: null }),
        deliveryAvailabilityArb(),
        (before, sku, postcode, state, answer) => {
          const result = decide(before, { type: 'recordAvailability', sku, postcode, state: state?.toLowerCase() ?? null, availability: answer });
          if (!result.ok) throw new Error('refused');
          const checked = availabilityOf(result.value.reduce(evolve, before), sku);
          expect(checked).toMatchObject({ sku, postcode, state });
          expect(checked!.deliveryMethods.every((method) => method.fullBasket === true)).toBe(true);
          expect(checked!.deliveryMethods.length).toBe(answer.deliveryMethods.length);
          if (answer.deliveryMethods.length > 0) {
            expect(checked!.unavailableMessage).toBeNull();
            return;
          }
          if (answer.freightServiceErrorCode >= 0) expect(checked!.freightServiceErrorCode).toBe(DELIVERY_UNAVAILABLE_CODE);
          if (answer.freightServiceErrorCode === 0)
            expect(checked!.unavailableMessage).toBe('Sorry we are unable to deliver this product to this location');
          expect(checked!.unavailableMessage).not.toBeNull();
        },
      ),
    );
  });

  it('refuses an answer for no product or no place, and clearing a product never checked records nothing', () => {
    fc.assert(
      fc.property(statesArb, deliveryAvailabilityArb(), (state, answer) => {
        expect(decide(state, { type: 'recordAvailability', sku: ' ', postcode: '2000', availability: answer })).toEqual({
          ok: false,
          error: { type: 'delivery/productUnidentified' },
        });
        expect(decide(state, { type: 'recordAvailability', sku: 'AB1234', postcode: '', availability: answer })).toEqual({
          ok: false,
          error: { type: 'delivery/placeMissing' },
        });
        const unchecked = ['AB1234', 'CD5678', 'EF9012'].find((sku) => availabilityOf(state, sku) === null);
        if (unchecked) expect(decide(state, { type: 'clearAvailability', sku: unchecked })).toEqual({ ok: true, value: [] });
      }),
    );
  });
});

describe('delivery decider', () => {
  it('folding its events from the start rebuilds the state reached step by step', () => {
    fc.assert(
      fc.property(fc.array(deliveryCommandArb, { maxLength: 30 }), (commands) => {
        const events: DeliveryEvent[] = [];
        let state = initialDelivery();
        for (const command of commands) {
          const result = decide(state, command);
          if (!result.ok) continue;
          events.push(...result.value);
          state = result.value.reduce(evolve, state);
        }
        expect(fold(deliveryDecider, events)).toEqual(state);
      }),
    );
  });
});

// The model: what a shopper on an AU site should see, against the decider run through its use cases over the in-memory fakes.
interface Place {
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
}
interface Model {
  /** What the delivery view shows. */
  shown: Place | null;
  /** What the session token holds. */
  token: Place;
  /** The postcode each product was last checked for. */
  checked: Map<string, string>;
  patches: number;
  reloads: number;
  toasts: Set<string>;
}
type Real = ReturnType<typeof setupReal>;

const PERTH: Place = { postcode: '6000', city: 'Perth', state: 'WA' };

function setupReal(path: string) {
  const { container, fakes } = createTestContainer({
    path,
    token: { ...MEMORY_ANONYMOUS_TOKEN, deliveryPostcode: PERTH.postcode, deliveryCity: PERTH.city, deliveryState: PERTH.state },
  });
  return {
    fakes,
    session: resolve(container, TOKENS.SessionUseCases),
    postcode: resolve(container, TOKENS.DeliveryPostcodeUseCases),
    check: resolve(container, TOKENS.DeliveryCheckUseCases),
    view: resolve(container, TOKENS.DeliveryView),
    toasts: resolve(container, TOKENS.ToastsView),
  };
}

function sameAsModel(m: Model, r: Real, path: string) {
  const state = r.view.getSnapshot();
  expect(state.deliveryPostcode === null ? null : { postcode: state.deliveryPostcode, city: state.deliveryCity, state: state.deliveryState }).toEqual(
    m.shown,
  );
  expect(new Map(state.availability.map((entry) => [entry.sku, entry.postcode]))).toEqual(m.checked);
  expect(r.fakes.session.patches.length).toBe(m.patches);
  expect(r.fakes.navigation.softReloads).toBe(onStoreFinder(path) ? 0 : m.reloads);
  expect(new Set(r.toasts.getSnapshot().toasts.map((toast) => toast.id))).toEqual(m.toasts);
}

type Cmd = fc.AsyncCommand<Model, Real>;
const command = (name: string, path: string, go: (m: Model, r: Real) => Promise<void>): Cmd => ({
  check: () => true,
  run: async (m, r) => {
    await go(m, r);
    sameAsModel(m, r, path);
  },
  toString: () => name,
});

const choose = (path: string, form: { postcode: string; city: string; state: string }, failing: boolean) =>
  command(`choose(${JSON.stringify(form)}${failing ? ', token down' : ''})`, path, async (m, r) => {
    r.fakes.session.failUpdatesWith = failing ? { status: 503, message: 'Service Unavailable' } : null;
    const result = await r.postcode.setDeliveryPostcode(form);
    r.fakes.session.failUpdatesWith = null;
    const accepted = acceptDeliveryPostcode(form, 'AU');
    if (accepted === null) {
      expect(result).toEqual({ ok: false, error: { type: 'delivery/postcodeInvalid', errors: deliveryPostcodeErrors(form, 'AU') } });
      return;
    }
    if (failing) {
      expect(result.ok).toBe(false);
      m.toasts.add('postcode-error');
      return;
    }
    expect(result.ok).toBe(true);
    m.shown = accepted;
    m.token = accepted;
    m.patches += 1;
    m.reloads += 1;
    m.toasts.add('postcode-success');
  });

const restore = (path: string) =>
  command('restoreFromSession', path, async (m, r) => {
    r.postcode.restoreFromSession();
    m.shown = m.token;
  });

const check = (path: string, sku: string, postcode: string, state: string) =>
  command(`check(${sku}, ${postcode}, ${state})`, path, async (m, r) => {
    const answer = await r.check.checkDelivery({ postcode, sku, suburb: 'Somewhere', state });
    const lookup = deliveryOptionsLookup({ postcode, sku, state }, 'AU');
    if (lookup.kind === 'clear') {
      expect(answer).toEqual({ kind: 'cleared' });
      m.checked.delete(sku.trim());
    } else if (sku === 'NOPE') {
      // A product the shop does not know: the check fails and nothing is recorded.
      expect(answer.kind).toBe('failed');
    } else {
      expect(answer.kind).toBe('checked');
      m.checked.set(sku, postcode.trim());
    }
  });

describe('the delivery decider through its use cases (model-based)', () => {
  it('shows the postcode chosen or restored, each product’s last check, and the token, toasts and reloads a shopper expects', async () => {
    const shopperFormArb = fc.record({
      postcode: fc.constantFrom('2000', '3000', ' 4000 ', '20', ''),
      city: fc.constantFrom('Sydney', 'Melbourne', ' '),
      state: fc.constantFrom('NSW', 'vic', 'QLD', '', 'XX'),
    });
    const scenarioArb = fc
      .constantFrom('/p/uno-r3', '/store-finder')
      .chain((path) =>
        fc.tuple(
          fc.constant(path),
          fc.commands(
            [
              fc.tuple(shopperFormArb, fc.boolean()).map(([form, failing]) => choose(path, form, failing)),
              fc.constant(restore(path)),
              fc
                .tuple(
                  fc.constantFrom('AB1234', 'EF9012', 'JK7890', 'NOPE', ''),
                  fc.constantFrom('2000', '3000', '0999', ''),
                  fc.constantFrom('NSW', 'VIC', 'NT', ''),
                )
                .map(([sku, postcode, state]) => check(path, sku, postcode, state)),
            ],
            { maxCommands: 25 },
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ([path, commands]) => {
        const real = setupReal(path);
        // The app loads the session on start; the postcode it holds is shown once restored.
        await real.session.loadSession();
        const model: Model = { shown: null, token: PERTH, checked: new Map(), patches: 0, reloads: 0, toasts: new Set() };
        await fc.asyncModelRun(() => ({ model, real }), commands);
      }),
      { numRuns: 100 },
    );
  });
});
