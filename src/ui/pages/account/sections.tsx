import type { ComponentType } from 'react';
import { type AccountSectionPath, accountSectionHref } from '../../../domain/account';
import { retryableLazy } from '../../load-boundary';

/** A part of My Account (spec §2 page type "My Account"): its address under /account, its name in the menu, its view. */
export interface AccountSection {
  readonly id: string;
  /** The path under /account; '' for the overview at /account itself. */
  readonly path: AccountSectionPath;
  readonly label: string;
  readonly description: string;
  readonly component: ComponentType;
}

// Each section's code loads when it is first opened, so My Account costs the first page nothing.
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  {
    id: 'overview',
    path: '',
    label: 'Overview',
    description: 'Your account at a glance: recent orders, loyalty points and your details.',
    component: retryableLazy(() => import('./overview-section').then((m) => m.OverviewSection)),
  },
  {
    id: 'orders',
    path: 'orders',
    label: 'Orders',
    description: 'Your orders, their status, invoices, returns and reorders.',
    component: retryableLazy(() => import('./orders-section').then((m) => m.OrdersSection)),
  },
  {
    id: 'profile',
    path: 'profile',
    label: 'Profile and password',
    description: 'Your name, phone, email and password.',
    component: retryableLazy(() => import('./profile-section').then((m) => m.ProfileSection)),
  },
  {
    id: 'addresses',
    path: 'addresses',
    label: 'Addresses',
    description: 'Your delivery and billing addresses.',
    component: retryableLazy(() => import('./addresses-section').then((m) => m.AddressesSection)),
  },
  {
    id: 'payment-methods',
    path: 'payment-methods',
    label: 'Payment methods',
    description: 'The cards you have saved for faster checkout.',
    component: retryableLazy(() => import('./payment-methods-section').then((m) => m.PaymentMethodsSection)),
  },
  {
    id: 'gift-cards',
    path: 'gift-cards',
    label: 'Gift cards',
    description: 'Gift cards kept on your account and their balances.',
    component: retryableLazy(() => import('./gift-cards-section').then((m) => m.GiftCardsSection)),
  },
  {
    id: 'loyalty',
    path: 'loyalty',
    label: 'Loyalty points',
    description: 'The points you have earned and how they were earned.',
    component: retryableLazy(() => import('./loyalty-section').then((m) => m.LoyaltySection)),
  },
  {
    id: 'preferences',
    path: 'preferences',
    label: 'Preferences and emails',
    description: 'Your store, delivery postcode, contact preferences and email subscriptions.',
    component: retryableLazy(() => import('./preferences-section').then((m) => m.PreferencesSection)),
  },
  {
    id: 'saved-projects',
    path: 'saved-projects',
    label: 'Saved projects',
    description: 'The Makerhub projects you bookmarked and how far each build is.',
    component: retryableLazy(() => import('./saved-projects-section').then((m) => m.SavedProjectsSection)),
  },
  {
    id: 'workshops',
    path: 'workshops',
    label: 'Workshops',
    description: 'The Makerhub workshop places you have booked.',
    component: retryableLazy(() => import('./workshops-section').then((m) => m.WorkshopsSection)),
  },
];

/** The order detail is not in the menu: /account/orders/{orderNumber}. */
export const OrderDetailSection = retryableLazy(() => import('./order-detail-section').then((m) => m.OrderDetailSection));

export const accountHref = (section: AccountSection): string => accountSectionHref(section.path);
