import { type Decider, type Result, type Sku, assertNever, ok, type Event } from '../shared';

/** Spec §2 Drawers and overlays: the drawers a page can slide in. */
export const DRAWERS = ['cart', 'customerLists', 'preferredStore', 'deliveryPostcode'] as const;
export type DrawerName = (typeof DRAWERS)[number];

// State

/** One drawer at a time: opening another replaces it, as one overlay covers the page. */
export interface DrawersState {
  readonly open: DrawerName | null;
  /** Spec §2: the preferred store drawer may be opened for a given sku. */
  readonly sku: Sku | null;
}

export const initialDrawers = (): DrawersState => ({ open: null, sku: null });

// Events

export type DrawerEvent = Event<'drawer/opened', { drawer: DrawerName; sku: Sku | null }> | Event<'drawer/closed', { drawer: DrawerName }>;

export function evolve(state: DrawersState, event: DrawerEvent): DrawersState {
  switch (event.type) {
    case 'drawer/opened':
      return { open: event.data.drawer, sku: event.data.sku };
    case 'drawer/closed':
      return state.open === event.data.drawer ? initialDrawers() : state;
    default:
      return assertNever(event);
  }
}

// Commands

export type DrawerCommand =
  | { readonly type: 'openDrawer'; readonly drawer: DrawerName; readonly sku?: Sku | null }
  | { readonly type: 'closeDrawer'; readonly drawer: DrawerName }
  | { readonly type: 'routeChanged' };

/**
 * Spec §2 names the lists, preferred store and postcode drawers as closing on a route change. The cart
 * drawer is not named; it closes too (our choice), since its links lead away and it would hide the new page.
 */
export const closesOnRouteChange = (drawer: DrawerName): boolean => DRAWERS.includes(drawer);

export function decide(state: DrawersState, command: DrawerCommand): Result<readonly DrawerEvent[], never> {
  switch (command.type) {
    case 'openDrawer': {
      const sku = command.sku?.trim() || null;
      if (state.open === command.drawer && state.sku === sku) return ok([]);
      const replaced: DrawerEvent[] =
        state.open !== null && state.open !== command.drawer ? [{ type: 'drawer/closed', data: { drawer: state.open } }] : [];
      return ok([...replaced, { type: 'drawer/opened', data: { drawer: command.drawer, sku } }]);
    }
    case 'closeDrawer':
      return ok(state.open === command.drawer ? [{ type: 'drawer/closed', data: { drawer: command.drawer } }] : []);
    case 'routeChanged':
      return ok(state.open !== null && closesOnRouteChange(state.open) ? [{ type: 'drawer/closed', data: { drawer: state.open } }] : []);
    default:
      return assertNever(command);
  }
}

export const drawersDecider: Decider<DrawersState, DrawerCommand, DrawerEvent, never> = {
  initialState: initialDrawers,
  decide,
  evolve,
};
