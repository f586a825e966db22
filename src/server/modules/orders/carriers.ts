import type { Queryable } from '../../db/database';

/** A carrier the shop ships with, and the address of its public tracking page (see trackingUrl). */
export interface Carrier {
  name: string;
  trackingUrlTemplate: string;
}

/** Where a template puts the tracking number. */
export const NUMBER_PLACEHOLDER = '{number}';

/** A carrier's tracking page for one number: the number URL-encoded into the template's {number}. */
export function trackingUrl(template: string, number: string): string {
  return template.replaceAll(NUMBER_PLACEHOLDER, encodeURIComponent(number));
}

/** What carriers print on a label: Latin letters and digits, dashes and spaces inside, 3 to 40 of them. */
const TRACKING_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,38})[A-Za-z0-9]$/;

export const TRACKING_NUMBER_RULE =
  'a tracking number is 3 to 40 letters (A-Z) and digits, with dashes or spaces between them';

/** The tracking number as typed, without the spaces around it; undefined when it breaks the rule. */
export function parseTrackingNumber(typed: string): string | undefined {
  const number = typed.trim();
  return TRACKING_NUMBER.test(number) ? number : undefined;
}

const CARRIER_NAME = /^[\p{L}\p{N}](?:[\p{L}\p{N} .&'-]{0,38}[\p{L}\p{N}.])?$/u;

export const CARRIER_NAME_RULE = "a carrier's name is 1 to 40 letters and digits, with spaces, . & ' or - between";

/** A carrier's name as typed, without the spaces around it; undefined when it breaks the rule. */
export function parseCarrierName(typed: string): string | undefined {
  const name = typed.trim();
  return CARRIER_NAME.test(name) ? name : undefined;
}

export const TEMPLATE_RULE = `a tracking URL template is an https:// address, with ${NUMBER_PLACEHOLDER} where the number goes`;

/** A tracking-URL template that makes an https address for any number; undefined otherwise. */
export function parseTrackingUrlTemplate(typed: string): string | undefined {
  const template = typed.trim();
  try {
    const url = new URL(trackingUrl(template, 'AB-123 456'));
    return url.protocol === 'https:' && url.hostname !== '' ? template : undefined;
  } catch {
    return undefined;
  }
}

interface CarrierRow {
  name: string;
  tracking_url_template: string;
}

const toCarrier = (row: CarrierRow): Carrier => ({ name: row.name, trackingUrlTemplate: row.tracking_url_template });

/** The carriers table: read by the operator's commands, written by set-carrier. */
export function carriersRepository(db: Queryable) {
  return {
    async list(): Promise<Carrier[]> {
      const rows = await db.query<CarrierRow>('SELECT name, tracking_url_template FROM carriers ORDER BY lower(name)');
      return rows.map(toCarrier);
    },

    /** The carrier of this name in any case ("dhl" finds DHL). */
    async find(name: string): Promise<Carrier | undefined> {
      const [row] = await db.query<CarrierRow>(
        'SELECT name, tracking_url_template FROM carriers WHERE lower(name) = lower($1)',
        [name],
      );
      return row && toCarrier(row);
    },

    /** Adds a carrier, or gives the one of this name (in any case) a new template; the name keeps its first spelling. */
    async save(carrier: Carrier): Promise<Carrier> {
      const [row] = await db.query<CarrierRow>(
        `INSERT INTO carriers (name, tracking_url_template) VALUES ($1, $2)
         ON CONFLICT ((lower(name))) DO UPDATE SET tracking_url_template = EXCLUDED.tracking_url_template
         RETURNING name, tracking_url_template`,
        [carrier.name, carrier.trackingUrlTemplate],
      );
      if (!row) throw new Error('the carrier upsert answered no row');
      return toCarrier(row);
    },
  };
}
