// The price-lists module's face (issue 50): the one writer of variants' own prices per currency (the catalogue
// reads them, checkout charges by them) and the operator's `npm run catalogue -- price`.
export { type PriceListChange, type PriceListEntry, setVariantPrice } from './price-list-writer';
export { PRICE_USAGE, runPriceCommand } from './operator';
