// The rates module's face: exchange rates for other modules (health reports their age).
export { ratesRepository, staleRates } from './repository';
