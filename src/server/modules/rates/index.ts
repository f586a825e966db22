// The rates module's face: exchange rates for other modules (health reports their age).
export { ratesRepository, staleRates } from './repository';
// The one setter of rates (with its audit entry): the CLI and the console's settings page.
export { setRates } from './set-rates';
export { parseRates } from './operator';
export { isRateCurrency, type StoredRate } from './repository';
// The one setter of a currency's rounding rule (issue 50), audited: the CLI and the console's settings page.
export { setRounding } from './set-rounding';
