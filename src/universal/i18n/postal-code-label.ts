import { knownCountry } from '../validation/contact-rules';
import type { MessageId } from './messages';

/**
 * What the country calls its postal code: 'ZIP code' in the United States (the spec's label),
 * 'Postcode' in the United Kingdom and Australia, 'Postal code' elsewhere (Canada, Egypt, …).
 */
export function postalCodeLabelId(country: unknown): MessageId {
  const known = knownCountry(country);
  if (known === 'United States') return 'checkout.address.zip';
  if (known === 'United Kingdom' || known === 'Australia') return 'address.postcode';
  return 'address.postalCode';
}
