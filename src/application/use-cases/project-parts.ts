import { type Result, err } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { Bff, ProjectCartAnswer } from '../ports/bff';
import { NOTIFICATION_KEYS, mutationErrorKey, mutationErrorMessage } from '../../domain/session';
import type { SessionService } from '../ports/session-service';
import type { CartUseCases } from './cart';
import { reportMutationError } from './mutation-errors';
import type { ToastsUseCases } from './toasts';

/** Spec §8: the add's notification key names its error toast; a frozen cart's refusal replaces it too. */
export const PROJECT_CART_ERROR_TOAST_ID = mutationErrorKey(NOTIFICATION_KEYS.addProjectToCart);
export const PROJECT_CART_ERROR_MESSAGE = mutationErrorMessage(PROJECT_CART_ERROR_TOAST_ID);
export const PROJECT_CART_FROZEN_MESSAGE = 'Your cart is held for a payment in progress: finish or cancel it to add these parts';

export type ProjectPartsError =
  { readonly type: 'projectParts/cartFrozen' } | { readonly type: 'projectParts/requestFailed'; readonly error: ApiError };

/** What a Makerhub project page does: its whole parts list into the cart in one request. */
export interface ProjectPartsUseCases {
  /**
   * Adds every part as far as stock allows; the cart view then holds the server's cart (its add_to_cart
   * analytics follow from the lines added) and the cart drawer opens. The answer names what was skipped.
   */
  addProjectToCart(projectId: string): Promise<Result<ProjectCartAnswer, ProjectPartsError>>;
}

export interface ProjectPartsDeps {
  readonly bff: Pick<Bff, 'projectParts'>;
  readonly cart: Pick<CartUseCases, 'addProjectParts'>;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  /** Where a failed add's error.{notificationKey} is logged (spec §8). */
  readonly logger?: Pick<SessionService, 'log'>;
}

export function projectPartsUseCases({ bff, cart, toasts, logger }: ProjectPartsDeps): ProjectPartsUseCases {
  const frozen = (): Result<never, ProjectPartsError> => {
    toasts.show({ id: PROJECT_CART_ERROR_TOAST_ID, type: 'error', message: PROJECT_CART_FROZEN_MESSAGE });
    return err({ type: 'projectParts/cartFrozen' });
  };
  return {
    async addProjectToCart(projectId) {
      const added = await cart.addProjectParts(projectId, () => bff.projectParts.addProjectToCart(projectId));
      if (added.ok) return added;
      if (added.error.type !== 'cart/requestRefused' || added.error.error.status === 409) return frozen();
      reportMutationError(
        { toasts, ...(logger ? { logger } : {}) },
        { notificationKey: NOTIFICATION_KEYS.addProjectToCart, error: added.error.error },
      );
      return err({ type: 'projectParts/requestFailed', error: added.error.error });
    },
  };
}
