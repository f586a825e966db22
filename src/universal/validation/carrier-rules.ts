/**
 * What a carrier the shop ships with must be (decisions 0074, 0128): its name and the address of its public
 * tracking page, with {number} where the parcel's number goes. The terminal's `set-carrier` and the console's
 * carriers form check by these; the orders module's setter checks again before it writes. Messages are the
 * console's catalog ids; the terminal words them by the *_RULE texts.
 */
import { object, string } from 'yup';

/** Where a template puts the tracking number. */
export const NUMBER_PLACEHOLDER = '{number}';

/** A carrier's tracking page for one number: the number URL-encoded into the template's {number}. */
export function trackingUrl(template: string, number: string): string {
  return template.replaceAll(NUMBER_PLACEHOLDER, encodeURIComponent(number));
}

const CARRIER_NAME = /^[\p{L}\p{N}](?:[\p{L}\p{N} .&'-]{0,38}[\p{L}\p{N}.])?$/u;

export const CARRIER_NAME_RULE = "a carrier's name is 1 to 40 letters and digits, with spaces, . & ' or - between";

/** A carrier's name as typed, without the spaces around it; undefined when it breaks the rule. */
export function parseCarrierName(typed: string): string | undefined {
  const name = typed.trim();
  return CARRIER_NAME.test(name) ? name : undefined;
}

/** The longest template (the contract's bound too). */
export const MAX_TEMPLATE_LENGTH = 300;

export const TEMPLATE_RULE =
  `a tracking URL template is an https:// address of at most ${MAX_TEMPLATE_LENGTH} characters, ` +
  `with ${NUMBER_PLACEHOLDER} where the number goes`;

/**
 * A tracking-URL template that makes an https address for any number, the number in it; undefined otherwise.
 * It must be written `https://…` (not "HTTPS:" or "https:host", which URL parsing forgives but the carriers
 * table's check refuses), hold {number} (every carrier links straight to its parcel, issue 48), and the number
 * may not reach the host: the link goes to the carrier, whatever is typed.
 */
export function parseTrackingUrlTemplate(typed: string): string | undefined {
  const template = typed.trim();
  if (!template.startsWith('https://') || !template.includes(NUMBER_PLACEHOLDER)) return undefined;
  if (template.length > MAX_TEMPLATE_LENGTH) return undefined;
  try {
    const origin = (number: string) => new URL(trackingUrl(template, number)).origin;
    if (origin('1') !== origin('2')) return undefined;
    const url = new URL(trackingUrl(template, 'AB-123 456'));
    return url.protocol === 'https:' && url.hostname !== '' ? template : undefined;
  } catch {
    return undefined;
  }
}

/** A carrier as the console's form and the setter take it. */
export const carrierSchema = object({
  name: string()
    .required('carriers.v.name')
    .test('name', 'carriers.v.name', (value) => parseCarrierName(value ?? '') === value),
  trackingUrlTemplate: string()
    .required('carriers.v.template')
    .test('template', 'carriers.v.template', (value) => parseTrackingUrlTemplate(value ?? '') === value),
});
