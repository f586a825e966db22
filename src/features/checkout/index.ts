// The checkout slice's public API: the checkout page imports from here only. Checkout places an order;
// what follows (the success page, the order's page, history) is the orders slice's.
export { loadCheckoutDraft, startingAddress } from './checkout-draft';
export { CheckoutScreen } from './screens/CheckoutScreen';
