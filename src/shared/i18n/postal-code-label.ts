import type { MessageId } from './messages';

/**
 * What the country calls its postal code: 'ZIP code' in the United States (the spec's label),
 * 'Postcode' in the United Kingdom and Australia, 'Postal code' elsewhere (Canada, Egypt, …).
 */
export function postalCodeLabelId(country: unknown): MessageId {
  if (country === 'United States') return 'checkout.address.zip';
  if (country === 'United Kingdom' || country === 'Australia') return 'address.postcode';
  return 'address.postalCode';
}
