/**
 * The header actions' pictures. On a phone each action is an icon over a short caption (its state: the
 * store's name, the postcode, the first name, the cart's count); wider screens show the words only.
 */
const PATHS = {
  store: 'M4 10v10h16V10M2 10l2-6h16l2 6M2 10h20M10 20v-5h4v5',
  postcode: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  compare: 'M8 4v16M16 4v16M4 8h8M12 16h8',
  cart: 'M3 4h2l2.4 11h11.2L21 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
} as const;

export function HeaderIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="header-action__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
