import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { hourlyPurgeJob, type PeriodicJob } from '../../jobs/periodic-job';

/** The cookie that names a signed-out visitor's cart: HttpOnly, so no script on the page can read it. */
export const GUEST_CART_COOKIE = 'guest_cart';
/** A guest cart lasts this long after its last change, in the browser and on the server alike. */
export const GUEST_CART_DAYS = 30;
const GUEST_CART_MS = GUEST_CART_DAYS * 24 * 60 * 60 * 1000;
/** Stale guest carts dropped per statement by the purge: never a long statement. */
const PURGE_BATCH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The guest cart id a request's cookie names, if it is one's shape (the row may still be gone). */
export function guestCartCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[GUEST_CART_COOKIE];
  return value !== undefined && UUID.test(value) ? value : undefined;
}

/** Keeps the cookie for another 30 days (every change renews it, like the row's touched_at). */
export function setGuestCartCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(GUEST_CART_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: GUEST_CART_MS / 1000,
  });
}

export function clearGuestCartCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(GUEST_CART_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** A guest's answer to checkout's cart reminder tick: the address (normalized), the tick, the mail's language. */
export interface GuestReminder {
  email: string;
  consent: boolean;
  language: string;
}

/**
 * The guest_carts table: which anonymous carts exist and when each was last changed. Their lines live in
 * the cart's own tables under the guest cart's id, exactly as a user's lines live under the user's id.
 */
export function guestCarts(db: Queryable) {
  return {
    /** Whether `id` is a live guest cart: made here, and changed within the last 30 days. */
    async live(id: string, now: Date): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM guest_carts WHERE id = $1 AND touched_at > $2', [
        id,
        new Date(now.getTime() - GUEST_CART_MS),
      ]);
      return rows.length > 0;
    },

    /** A new guest cart's id. */
    async create(now: Date): Promise<string> {
      const id = randomUUID();
      await db.query('INSERT INTO guest_carts (id, created_at, touched_at) VALUES ($1, $2, $2)', [id, now]);
      return id;
    },

    /** Keeps a live guest cart for another 30 days, in one statement; false when it is gone or expired. */
    async touchIfLive(id: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        'UPDATE guest_carts SET touched_at = $2 WHERE id = $1 AND touched_at > $3 RETURNING id',
        [id, now, new Date(now.getTime() - GUEST_CART_MS)],
      );
      return rows.length > 0;
    },

    /**
     * Keeps a guest's answer to "Email me a reminder if I leave my cart" (decision 0121) on their live cart:
     * the address, the tick, the checkout's language. False when the cart is gone or expired.
     */
    async setReminder(id: string, reminder: GuestReminder, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE guest_carts SET reminder_email = $2, reminder_consent = $3, reminder_language = $4
           WHERE id = $1 AND touched_at > $5 RETURNING id`,
        [id, reminder.email, reminder.consent, reminder.language, new Date(now.getTime() - GUEST_CART_MS)],
      );
      return rows.length > 0;
    },

    /** The address and language a guest cart's reminder goes to, if its guest ticked consent; else undefined. */
    async consentedReminder(id: string): Promise<Omit<GuestReminder, 'consent'> | undefined> {
      const [row] = await db.query<{ email: string; language: string }>(
        `SELECT reminder_email AS email, reminder_language AS language FROM guest_carts
           WHERE id = $1 AND reminder_consent AND reminder_email IS NOT NULL`,
        [id],
      );
      return row;
    },

    /** Forgets guest carts and their lines, codes and versions (after a merge into an account, or stale). */
    async drop(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      for (const table of ['cart_items', 'cart_promo_codes', 'cart_versions'])
        await db.query(`DELETE FROM ${table} WHERE cart_id = ANY($1::uuid[])`, [ids]);
      await db.query('DELETE FROM guest_carts WHERE id = ANY($1::uuid[])', [ids]);
    },

    /** Drops up to PURGE_BATCH guest carts untouched for 30 days, with everything they held. */
    async purgeStale(now: Date): Promise<number> {
      const stale = await db.query<{ id: string }>(
        'SELECT id FROM guest_carts WHERE touched_at <= $1 ORDER BY touched_at LIMIT $2',
        [new Date(now.getTime() - GUEST_CART_MS), PURGE_BATCH],
      );
      await this.drop(stale.map((row) => row.id));
      return stale.length;
    },
  };
}

/**
 * Forgets guest carts nobody changed for 30 days, hourly, on one instance (src/server/jobs). Such a cart
 * is already gone for its visitor (`live` and `touchIfLive` refuse it): the purge only frees its rows.
 */
export function guestCartPurgeJob(
  ctx: Pick<AppContext, 'db' | 'now'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): PeriodicJob {
  const guests = guestCarts(ctx.db);
  const purge = async () => {
    const now = ctx.now();
    let purged = 0;
    for (;;) {
      const batch = await guests.purgeStale(now);
      purged += batch;
      if (batch < PURGE_BATCH) return purged;
    }
  };
  return hourlyPurgeJob('guest-cart-purge', purge, log, 'purged stale guest carts');
}
