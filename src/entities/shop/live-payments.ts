import { useMemo } from 'react';
import type { LivePayments } from '../../universal/payment-providers';
import { useGetShopInfoQuery } from './shop-info-api';

/**
 * What payments the shop turned on (GET /api/shop's `paymentProviders` and `mobileWallet`), for the shared rule
 * of which provider takes a method (payment-providers.ts providerFor); undefined until the shop has said. An older
 * server that names no providers has none on, and no mobile wallet.
 */
export function useLivePayments(): LivePayments | undefined {
  const { data } = useGetShopInfoQuery();
  const providers = data?.paymentProviders;
  const mobileWallet = data?.mobileWallet ?? false;
  const known = data !== undefined;
  return useMemo(
    () => (known ? { providers: providers ?? [], mobileWallet } : undefined),
    [known, providers, mobileWallet],
  );
}
