import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import type { PeriodicJob } from '../../jobs/periodic-job';
import { type TokenKeys, userRepository } from '../auth';
import { skuWordsIn } from '../catalogue';
import { ordersRepository } from '../orders';
import { DEFAULT_LOCALE, isLocale } from '../../../universal/i18n/locale';
import { cartRepository } from './repository';
import { enqueueMarketingMail } from '../mail-preferences';
import { cartReminderMail, type RemindedLine } from './reminder-mail';
import { guestCarts } from './guest-carts';
import { issueRestoreToken } from './restore-token';

/** What the reminders are built with: the shop's address for links, the keys of unsubscribe links, the wait. */
export interface CartReminderSettings {
  publicUrl: string;
  /** The support address every mail's layout gives (SUPPORT_EMAIL). */
  supportEmail: string;
  tokenKeys: TokenKeys;
  /** CART_REMINDER_HOURS: how long a cart sits unchanged before its reminder. */
  hours: number;
  now: () => Date;
}

/** Carts read per statement: a run reads batches until none is due. */
const BATCH = 200;

/**
 * Carts the shopper last changed at or before $1 whose change the job has not settled yet, oldest change first.
 * Guest carts are settled like the others: mailed when their guest ticked consent at checkout, else passed over.
 */
const DUE = `SELECT cart_id::text AS "cartId" FROM cart_versions
  WHERE changed_at <= $1 AND reminder_settled_for IS DISTINCT FROM changed_at
  ORDER BY changed_at, cart_id LIMIT $2`;

/**
 * Claims cart $1's last change for the reminder, if it is still at or before $2 and not settled: the row's
 * lock holds off a checkout (which takes the same row first) until the claim commits, and a second run, or a
 * second instance, finds it settled. Answers the change's time.
 */
const CLAIM = `UPDATE cart_versions SET reminder_settled_for = changed_at
  WHERE cart_id = $1 AND changed_at <= $2 AND reminder_settled_for IS DISTINCT FROM changed_at
  RETURNING changed_at AS "changedAt"`;

/** Whom a cart's reminder goes to: its account, or the guest who ticked consent at checkout (decision 0121). */
interface Recipient {
  email: string;
  /** The account's name, or none for a guest (greeted without one). */
  name?: string;
  language: string;
  /** The account reminded; a guest has none, and their consent is the tick. */
  accountId?: string;
}

async function recipientOf(tx: Queryable, cartId: string): Promise<Recipient | undefined> {
  const account = await userRepository(tx).findBuyer(cartId);
  if (account) return { email: account.email, name: account.name, language: account.language, accountId: cartId };
  return guestCarts(tx).consentedReminder(cartId);
}

/**
 * Settles one cart in one transaction (issue 53, decisions 0120 and 0121): claims its last change, then mails
 * one reminder with its lines to its account, or to the guest who ticked consent at checkout, unless the cart
 * is empty, that account or address ordered since the change, or the address turned cart reminders off.
 * Settled either way, so a cart's change is reminded about at most once. Answers whether a mail was queued.
 */
async function settleCart(tx: Queryable, cartId: string, cutoff: Date, settings: CartReminderSettings) {
  const [claimed] = await tx.query<{ changedAt: Date }>(CLAIM, [cartId, cutoff]);
  if (!claimed) return false;
  const recipient = await recipientOf(tx, cartId);
  if (!recipient) return false;
  const items = await cartRepository(tx).items(cartId);
  if (items.length === 0) return false;
  // A guest cart's id is no account's: only orders to the address count (as a guest, or an account with it).
  if (await ordersRepository(tx).placedSince(cartId, recipient.email, new Date(claimed.changedAt))) return false;
  const locale = isLocale(recipient.language) ? recipient.language : DEFAULT_LOCALE;
  const words = await skuWordsIn(
    tx,
    items.map((item) => item.sku),
    locale,
  );
  const lines = items.flatMap((item): RemindedLine[] => {
    const named = words.get(item.sku);
    return named ? [{ ...named, quantity: item.quantity }] : [];
  });
  if (lines.length === 0) return false;
  const now = settings.now();
  // A guest's link puts their cart back on the device that follows it (their cookie may be gone).
  const link =
    recipient.accountId === undefined
      ? `${settings.publicUrl}/api/cart/restore?token=${await issueRestoreToken(settings.tokenKeys, { cartId, language: locale }, now)}`
      : undefined;
  const mail = cartReminderMail(recipient.name, lines, locale, settings.publicUrl, link);
  const sender = {
    tokenKeys: settings.tokenKeys,
    publicUrl: settings.publicUrl,
    supportEmail: settings.supportEmail,
    now,
  };
  // An account's default is on; a guest's is the tick, which recipientOf found given. An unsubscribe wins.
  return enqueueMarketingMail(
    tx,
    {
      kind: 'cart-reminders',
      to: recipient.email,
      ...(recipient.accountId === undefined ? { guestDefault: true } : { accountId: recipient.accountId }),
      language: locale,
      ...mail,
    },
    sender,
  );
}

/**
 * One run: every cart left unchanged for `hours` whose change is not settled yet, each in its own
 * transaction. Answers how many reminders were queued. Safe to repeat, and to run beside another run.
 */
export async function remindAbandonedCarts(db: Database, settings: CartReminderSettings): Promise<number> {
  const cutoff = new Date(settings.now().getTime() - settings.hours * 3_600_000);
  let mailed = 0;
  for (;;) {
    const due = await db.query<{ cartId: string }>(DUE, [cutoff, BATCH]);
    for (const { cartId } of due)
      if (await db.transaction((tx) => settleCart(tx, cartId, cutoff, settings))) mailed += 1;
    if (due.length < BATCH) return mailed;
  }
}

/** The reminders as a periodic job: every quarter of an hour, on one instance. */
export function cartReminderJob(
  db: Database,
  settings: CartReminderSettings,
  log: Pick<FastifyBaseLogger, 'info'>,
): PeriodicJob {
  return {
    name: 'cart-reminders',
    everySeconds: 15 * 60,
    async run() {
      const mailed = await remindAbandonedCarts(db, settings);
      if (mailed > 0) log.info({ mailed }, 'cart reminders queued');
    },
  };
}
