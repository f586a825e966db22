// The orders module's face: what other modules may ask of orders (reviews: did this shopper receive it, and which variant?).
export { hasReceivedProduct, receivedVariant } from './received-products';
