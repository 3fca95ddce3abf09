import type { AccountManageUseCases } from '../../../application/use-cases/account-manage';
import type { AccountState } from '../../../domain/account';
import { type Money, formatMoney } from '../../../domain/money';
import { useServices } from '../../services';
import { useLoaded } from '../../use-loaded';
import { useProjection } from '../../use-projection';

const selectAccount = (state: AccountState) => state;

/** The account data the sections show (spec §4 Customer account). */
export function useAccount(): AccountState {
  return useProjection(useServices().views.account, selectAccount);
}

/** My Account's use cases, loaded with its pages; null until they are. */
export function useAccountManage(): AccountManageUseCases | null {
  return useLoaded(useServices().loadAccount);
}

/** Cents in the site's currency and locale (spec §9 Money). */
export function useMoney(): (cents: number, currency?: string) => string {
  const { site } = useServices();
  return (cents, currency) => formatMoney({ centAmount: cents, currencyCode: (currency ?? site.currency) as Money['currencyCode'] }, site.locale);
}

/** A date as the site's shoppers write it. */
export function useDate(): (iso: string) => string {
  const { site } = useServices();
  return (iso) => new Date(iso).toLocaleDateString(site.locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The message of a refused change, without the field path the server puts first ("body.email: …"). */
export const refusal = (message: string): string => message.replace(/^(body|query|params)\.[\w.]+: /, '');
