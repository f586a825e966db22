// The back-in-stock alerts slice's public API (issue 53): the product page puts it in the buy box.
export { BackInStock } from './BackInStock';
