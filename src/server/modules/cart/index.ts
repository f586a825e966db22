// The cart module's face: the cart_items repository (checkout locks and clears lines through it) and the
// product-id rule the wish list shares. Other modules import from here only (ESLint enforces it).
export { existingProductId, heldProductId, namedVariant } from './product-id';
export { cartRepository, raisePricedCartVersions } from './repository';
export { cartOwners } from './cart-owner';
export { quantityLimited } from './schemas';
// The application's start-up (src/server/jobs): the purge of stale guest carts.
export { guestCartPurgeJob } from './guest-carts';
// A guest cart's cookie: a page request carrying it is a shopper's own, kept by no shared cache.
export { GUEST_CART_COOKIE } from './guest-carts';
// The reminders of carts left unchanged (issue 53, decision 0120): a periodic job.
export { cartReminderJob, remindAbandonedCarts } from './cart-reminders';
