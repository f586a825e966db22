import type { Queryable } from '../../db/database';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../universal/contracts/addresses';
import type { ShippingAddress } from '../../../universal/validation/checkout-schema';

/**
 * What a saved address holds besides its bookkeeping: checkout's shipping address and its label. The
 * country is text: the profile's free-text country is written through to the default (setDefaultPlace).
 */
export type AddressFields = Omit<ShippingAddress, 'country'> & { country: string; label: string };

interface AddressRow extends Omit<SavedAddress, 'createdAt' | 'lastUsedAt'> {
  createdAt: Date;
  lastUsedAt: Date | null;
}

const COLUMNS = `id, label, name, phone, street, city, state, zip_code AS "zipCode", country,
  is_default AS "isDefault", created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

/** The most recently used or added first: the book's order after its default, and who becomes the next default. */
const MOST_RECENT_FIRST = 'GREATEST(created_at, last_used_at) DESC, id';

/** The first of the two keys of every book's transaction lock (pg_advisory_xact_lock(int, int)). */
const BOOK_LOCK_SPACE = 724_311_034;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt).toISOString(),
  };
}

/** The address as shipped, in the columns' order: name, phone, street, city, state, zip_code, country. */
const shippingValues = (address: Omit<AddressFields, 'label'>) => [
  address.name,
  address.phone,
  address.street,
  address.city,
  address.state,
  address.zipCode,
  address.country,
];

const fieldValues = (address: AddressFields) => [address.label, ...shippingValues(address)];

/**
 * All address-book reads and writes. Each change runs inside the caller's transaction and first takes its
 * book's lock, so two changes of one book (two tabs, a checkout and the account page) run one after the
 * other: the cap and "exactly one default while there are addresses" hold whatever the timing.
 */
export function addressBook(db: Queryable) {
  const lock = (userId: string) =>
    db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [BOOK_LOCK_SPACE, userId]);

  /** Makes `id` the default (two statements: the unique index on the default is checked row by row). */
  async function makeDefault(userId: string, id: string): Promise<void> {
    await db.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [
      userId,
      id,
    ]);
    await db.query('UPDATE addresses SET is_default = true WHERE user_id = $1 AND id = $2', [userId, id]);
  }

  /** The new address's id, or undefined when the book is full. */
  async function insert(
    userId: string,
    address: AddressFields,
    now: Date,
    makeItDefault: boolean,
  ): Promise<string | undefined> {
    const [counts] = await db.query<{ saved: number; defaults: number }>(
      'SELECT count(*)::int AS saved, count(*) FILTER (WHERE is_default)::int AS defaults FROM addresses WHERE user_id = $1',
      [userId],
    );
    if ((counts?.saved ?? 0) >= MAX_SAVED_ADDRESSES) return undefined;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO addresses (user_id, label, name, phone, street, city, state, zip_code, country, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [userId, ...fieldValues(address), now],
    );
    if (!row) throw new Error('an inserted address answered no id');
    if (makeItDefault || counts?.defaults === 0) await makeDefault(userId, row.id);
    return row.id;
  }

  return {
    /** The book: the default first, then the most recently used or added. */
    async list(userId: string): Promise<SavedAddress[]> {
      const rows = await db.query<AddressRow>(
        `SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, ${MOST_RECENT_FIRST}`,
        [userId],
      );
      return rows.map(toSavedAddress);
    },

    async getDefault(userId: string): Promise<SavedAddress | undefined> {
      const [row] = await db.query<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 AND is_default`, [
        userId,
      ]);
      return row && toSavedAddress(row);
    },

    /** Saves an address: its id, or undefined when the book holds MAX_SAVED_ADDRESSES. The first is the default. */
    async create(userId: string, address: AddressFields, options: { makeDefault: boolean; now: Date }) {
      await lock(userId);
      return insert(userId, address, options.now, options.makeDefault);
    },

    /** Replaces one of the shopper's addresses; false when they have none with that id. */
    async update(userId: string, id: string, address: AddressFields, options: { makeDefault: boolean }) {
      await lock(userId);
      const updated = await db.query(
        `UPDATE addresses SET label = $3, name = $4, phone = $5, street = $6, city = $7, state = $8, zip_code = $9,
                country = $10
          WHERE user_id = $1 AND id = $2 RETURNING id`,
        [userId, id, ...fieldValues(address)],
      );
      if (updated.length === 0) return false;
      if (options.makeDefault) await makeDefault(userId, id);
      return true;
    },

    /** Deletes one; when it was the default, the most recently used or added one left becomes the default. */
    async remove(userId: string, id: string): Promise<boolean> {
      await lock(userId);
      const [deleted] = await db.query<{ isDefault: boolean }>(
        'DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING is_default AS "isDefault"',
        [userId, id],
      );
      if (!deleted) return false;
      if (deleted.isDefault) {
        await db.query(
          `UPDATE addresses SET is_default = true
            WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY ${MOST_RECENT_FIRST} LIMIT 1)`,
          [userId],
        );
      }
      return true;
    },

    /** Makes one of the shopper's addresses the default; false when they have none with that id. */
    async setDefault(userId: string, id: string): Promise<boolean> {
      await lock(userId);
      const [found] = await db.query('SELECT 1 FROM addresses WHERE user_id = $1 AND id = $2', [userId, id]);
      if (!found) return false;
      await makeDefault(userId, id);
      return true;
    },

    /**
     * An order shipped to `address`: the saved address it is (same recipient, phone and place) is marked
     * used now; when none is and the shopper asked to `save` it, it is added (unlabelled), unless the book
     * is full, which never fails the order.
     */
    async noteShipment(userId: string, address: ShippingAddress, options: { save: boolean; now: Date }) {
      await lock(userId);
      const used = await db.query(
        `UPDATE addresses SET last_used_at = $9
          WHERE user_id = $1 AND name = $2 AND phone = $3 AND street = $4 AND city = $5 AND state = $6
            AND zip_code = $7 AND country = $8
          RETURNING id`,
        [userId, ...shippingValues(address), options.now],
      );
      if (used.length > 0 || !options.save) return;
      const id = await insert(userId, { ...address, label: '' }, options.now, false);
      if (id !== undefined) await db.query('UPDATE addresses SET last_used_at = $2 WHERE id = $1', [id, options.now]);
    },

    /**
     * The profile's address (spec §3) written through to the book: the default's place (street to country)
     * becomes this one, keeping its label, recipient and phone; an empty book gets it as its first address,
     * for the account's holder.
     */
    async setDefaultPlace(
      userId: string,
      place: Pick<ShippingAddress, 'street' | 'city' | 'state' | 'zipCode'> & { country: string },
      holder: { name: string; phone: string; now: Date },
    ): Promise<void> {
      await lock(userId);
      const updated = await db.query(
        `UPDATE addresses SET street = $2, city = $3, state = $4, zip_code = $5, country = $6
          WHERE user_id = $1 AND is_default RETURNING id`,
        [userId, place.street, place.city, place.state, place.zipCode, place.country],
      );
      if (updated.length > 0) return;
      await insert(userId, { ...place, label: '', name: holder.name, phone: holder.phone }, holder.now, true);
    },
  };
}

export type AddressBookRepository = ReturnType<typeof addressBook>;
