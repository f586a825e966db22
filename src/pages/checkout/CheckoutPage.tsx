import { useState } from 'react';
import { useLoginMutation } from '../../features/auth';
import { CheckoutScreen, loadCheckoutDraft } from '../../features/checkout';
import { useStartingAddress } from './use-starting-address';

/** /checkout: the orders slice's form, started from this tab's draft or the address the shopper last used. */
export default function CheckoutPage() {
  // A draft from this tab wins (a reload keeps what was typed).
  const [draft] = useState(loadCheckoutDraft);
  // Otherwise the profile's address, the last order's, or the shop's country (use-starting-address).
  const startingAddress = useStartingAddress(Boolean(draft));
  // A guest who asked for an account with their order is signed in to it once the order is placed.
  const [login] = useLoginMutation();
  return (
    <CheckoutScreen draft={draft} startingAddress={startingAddress} signIn={(credentials) => login(credentials)} />
  );
}
