// The regions module's face: where the shop delivers, at what price and tax (checkout prices by it).
export { regionsRepository, type ReturnLogistics } from './repository';
// The one setter of a region's currency (issue 50), audited: `npm run regions` and the console's settings page.
export { type CurrencyChange, setRegionCurrency } from './region-currency';
// Every region as the console shows it (the settings page, the delivery terms screen; issue 52).
export { consoleRegions } from './console-regions';
