import { useEffect, useState } from 'react';
import type { WalletUseCases } from '../../../application/use-cases/account-wallet';
import { useServices } from '../../services';

/** The wallet use cases once loaded with the section; a failed load throws to the account page's load boundary. */
export function useWallet(): WalletUseCases | null {
  const services = useServices();
  const [loaded, setLoaded] = useState<{ wallet: WalletUseCases } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    services.loadWallet().then(
      (wallet) => live && setLoaded({ wallet }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [services]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.wallet ?? null;
}

/** Card brands as a shopper reads them. */
export const brandName = (brand: string): string =>
  ({ visa: 'Visa', mastercard: 'Mastercard', discover: 'Discover', amex: 'American Express' })[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
