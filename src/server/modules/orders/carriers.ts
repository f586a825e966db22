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

/**
 * A tracking-URL template that makes an https address for any number; undefined otherwise. It must be
 * written `https://…` (not "HTTPS:" or "https:host", which URL parsing forgives but the carriers table's
 * check refuses), and the number may not reach the host: the link goes to the carrier, whatever is typed.
 */
export function parseTrackingUrlTemplate(typed: string): string | undefined {
  const template = typed.trim();
  if (!template.startsWith('https://')) return undefined;
  try {
    const origin = (number: string) => new URL(trackingUrl(template, number)).origin;
    if (origin('1') !== origin('2')) return undefined;
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

/** A parcel as typed, checked: its carrier as the carriers table spells it and its number, or what is wrong. */
export type ParcelCheck =
  | { ok: true; tracking: { carrier: string; number: string } }
  | { ok: false; field: 'carrier' | 'tracking'; problem: string };

/**
 * What the operator typed for a parcel (a carrier's name in any case, a tracking number), checked the one
 * way the CLI's ship and the console's both check it: the number against the rule, the carrier against
 * the carriers table (a problem names the known ones).
 */
export async function checkParcel(db: Queryable, typedCarrier: string, typedNumber: string): Promise<ParcelCheck> {
  const number = parseTrackingNumber(typedNumber);
  if (!number)
    return {
      ok: false,
      field: 'tracking',
      problem: `${JSON.stringify(typedNumber)} is not a tracking number: ${TRACKING_NUMBER_RULE}.`,
    };
  const carriers = carriersRepository(db);
  const carrier = await carriers.find(typedCarrier.trim());
  if (!carrier) {
    const known = (await carriers.list()).map((known) => known.name).join(', ');
    return {
      ok: false,
      field: 'carrier',
      problem: `Unknown carrier ${JSON.stringify(typedCarrier)}. Known carriers: ${known}.`,
    };
  }
  return { ok: true, tracking: { carrier: carrier.name, number } };
}
