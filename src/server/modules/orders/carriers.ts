import type { Queryable } from '../../db/database';

// The carriers' rules, shared with the console's form (universal/validation/carrier-rules).
export {
  CARRIER_NAME_RULE,
  NUMBER_PLACEHOLDER,
  parseCarrierName,
  parseTrackingUrlTemplate,
  TEMPLATE_RULE,
  trackingUrl,
} from '../../../universal/validation/carrier-rules';

/** A carrier the shop ships with, and the address of its public tracking page (see trackingUrl). */
export interface Carrier {
  name: string;
  trackingUrlTemplate: string;
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

    /** One page of the carriers by name, each with whether an order names it (orders_carrier_idx answers that). */
    async page(offset: number, limit: number): Promise<{ rows: (Carrier & { inUse: boolean })[]; total: number }> {
      const rows = await db.query<CarrierRow & { in_use: boolean }>(
        `SELECT name, tracking_url_template, EXISTS (SELECT 1 FROM orders WHERE orders.carrier = carriers.name) AS in_use
         FROM carriers ORDER BY lower(name) LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM carriers');
      return { rows: rows.map((row) => ({ ...toCarrier(row), inUse: row.in_use })), total: count?.total ?? 0 };
    },

    /** The carrier of this name in any case, its row locked until the transaction ends (an order shipping with it waits). */
    async lock(name: string): Promise<Carrier | undefined> {
      const [row] = await db.query<CarrierRow>(
        'SELECT name, tracking_url_template FROM carriers WHERE lower(name) = lower($1) FOR UPDATE',
        [name],
      );
      return row && toCarrier(row);
    },

    /** Whether any order names the carrier (shipped with it): its tracking link is built from the carrier's row. */
    async namedByOrders(name: string): Promise<boolean> {
      const [row] = await db.query<{ named: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM orders WHERE carrier = $1) AS named',
        [name],
      );
      return row?.named ?? false;
    },

    /** Removes a carrier no order names (the caller checked; the orders' foreign key would refuse otherwise). */
    async remove(name: string): Promise<void> {
      await db.query('DELETE FROM carriers WHERE name = $1', [name]);
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
