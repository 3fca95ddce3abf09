import type { WalletUseCases } from '../../../application/use-cases/account-wallet';
import { useServices } from '../../services';
import { useLoaded } from '../../use-loaded';

/** The wallet use cases once loaded with the section; a failed load throws to the account page's load boundary. */
export function useWallet(): WalletUseCases | null {
  return useLoaded(useServices().loadWallet);
}

/** Card brands as a shopper reads them. */
export { cardBrandName as brandName } from '../../../domain/payments';
