/** Spec §2 Checkout steps. */
export const CHECKOUT_STEPS = { Contact: 1, Delivery: 2, Payment: 3, Order: 4 } as const;

export type CheckoutStepName = keyof typeof CHECKOUT_STEPS;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[CheckoutStepName];

export const isCheckoutStep = (value: unknown): value is CheckoutStep => Object.values(CHECKOUT_STEPS).some((step) => step === value);

/** Spec §2: the contact/address sub-views. */
export const CONTACT_VIEWS = ['Default', 'NewAddress', 'SavedAddress', 'EditAddress', 'VerifyAddress'] as const;
export type ContactView = (typeof CONTACT_VIEWS)[number];

/** Spec §2: the initial sub-view is NewAddress. */
export const INITIAL_CONTACT_VIEW: ContactView = 'NewAddress';
