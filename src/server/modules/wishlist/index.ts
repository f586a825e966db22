// The wish list's face: its price-drop alerts' job (issue 53, decision 0119); its routes are registered by app.ts.
export { mailPriceDrops, priceDropJob, type PriceDropSettings, priceMove } from './price-drops';
