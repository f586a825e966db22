// The orders module's face: what other modules may ask of orders (reviews: did this shopper receive it?).
export { hasReceivedProduct } from './received-products';
