import { checkoutView, orderView } from './checkout';
import { analyticsQueueView } from './analytics-queue';
import { deliveryView } from './delivery';
import {
  accountView,
  browsingView,
  cartView,
  compareView,
  drawersView,
  listsView,
  pageDataView,
  preferencesView,
  sessionView,
  toastsView,
} from './index';

/** Every read model the client keeps; the composition root starts one live projection per entry. */
export const projectionDefinitions = [
  accountView,
  listsView,
  compareView,
  cartView,
  checkoutView,
  orderView,
  sessionView,
  preferencesView,
  toastsView,
  analyticsQueueView,
  browsingView,
  drawersView,
  pageDataView,
  deliveryView,
] as const;
