import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PeriodicJob } from '../../jobs/periodic-job';
import { profileRepository, type TokenKeys } from '../auth';
import { catalogueRepository } from '../catalogue';
import { ratesRepository } from '../rates';
import { DEFAULT_LOCALE, isLocale } from '../../../universal/i18n/locale';
import { type Currency, isCurrency } from '../../../universal/i18n/money';
import { type PriceBook, priceIn } from '../../../universal/settlement';
import { variantBySku } from '../../../universal/variants';
import type { Variant } from '../../../universal/contracts/catalogue';
import { enqueueMarketingMail } from '../mail-preferences';
import { priceDropMail } from './price-drop-mail';
import { priceWatchRepository, type SeenPrice, type WatchedItem } from './repository';

/** What the job is built with: the share that counts as a drop, where links point, the signing keys, the clock. */
export interface PriceDropSettings {
  /** PRICE_DROP_SHARE: the least fall, in percent of the reference price, that mails. */
  share: number;
  publicUrl: string;
  /** The support address every mail's layout gives (SUPPORT_EMAIL). */
  supportEmail: string;
  tokenKeys: TokenKeys;
  now: () => Date;
}

/** What a row's price now means for its alert: set the first reference, mail a drop, or leave it. */
export type PriceMove = 'first' | 'dropped' | 'unchanged';

/**
 * The rule (decision 0119): no reference yet, or one in another currency than the owner's now, is set without
 * mailing; a price at least `share` percent below the reference is a drop; anything else (a smaller fall, a
 * rise) leaves the reference where it is, so small falls add up and a rise never raises the bar.
 */
export function priceMove(seen: SeenPrice | null, now: SeenPrice, share: number): PriceMove {
  if (seen === null || seen.currency !== now.currency) return 'first';
  return now.minor * 100 <= seen.minor * (100 - share) ? 'dropped' : 'unchanged';
}

/** The row's reference, when it has one. */
const seenOf = (row: WatchedItem): SeenPrice | null =>
  row.seenPriceMinor === null || row.seenCurrency === null
    ? null
    : { minor: row.seenPriceMinor, currency: row.seenCurrency };

/**
 * A variant's price now in `currency`, by its price list or the rate, as the cart prices it; none for a
 * sold-out variant or a currency without a rate (its reference waits). `books` keeps the rates read once a run.
 */
async function priceNow(
  db: Database,
  variant: Variant,
  currency: Currency,
  books = new Map<string, PriceBook>(),
): Promise<SeenPrice | undefined> {
  if (variant.stock === 0) return undefined;
  let book = books.get(currency);
  if (!book) books.set(currency, (book = await ratesRepository(db).priceBook(currency)));
  const minor = priceIn(variant, book);
  return minor === undefined ? undefined : { minor, currency };
}

/**
 * A row just saved gets its reference at once, in its owner's currency, so a drop between the save and the
 * job's next run is mailed too. The job sets it later when it cannot be priced now.
 */
export async function measureSavedPrice(db: Database, userId: string, productId: number, sku: string): Promise<void> {
  const [profile, product] = await Promise.all([
    profileRepository(db).get(userId),
    catalogueRepository(db)
      .getMany([productId])
      .then((products) => products.get(productId)),
  ]);
  const variant = product && variantBySku(product, sku);
  if (!profile || !variant || !isCurrency(profile.preferences.currency)) return;
  const now = await priceNow(db, variant, profile.preferences.currency);
  if (now) await priceWatchRepository(db).moveSeenPrice(userId, sku, null, now);
}

/** What a run did. */
export interface PriceDropRun {
  /** Rows whose first reference it set. */
  measured: number;
  /** Drops it recorded, and of those the mails it queued (fewer when owners turned these mails off). */
  dropped: number;
  mailed: number;
}

/**
 * One pass over every wish list (issue 53, area 4): each saved variant priced now in its owner's currency
 * (users.currency, by the price list or the rate, as the cart prices it). A drop moves the reference and
 * queues the mail in one transaction, and only if the reference was still the one read, so a run repeated or
 * run twice at once mails a drop once. A sold-out variant, one no longer sold or a currency without a rate
 * waits for a later run.
 */
export async function mailPriceDrops(db: Database, settings: PriceDropSettings): Promise<PriceDropRun> {
  const run: PriceDropRun = { measured: 0, dropped: 0, mailed: 0 };
  const watched = priceWatchRepository(db);
  const rows = await watched.watched();
  const products = await catalogueRepository(db).getMany([...new Set(rows.map((row) => row.productId))]);
  const books = new Map<string, PriceBook>();
  const profiles = profileRepository(db);
  let owner: { id: string; profile: Awaited<ReturnType<typeof profiles.get>> } | undefined;

  for (const row of rows) {
    if (owner?.id !== row.userId) owner = { id: row.userId, profile: await profiles.get(row.userId) };
    const profile = owner.profile;
    const product = products.get(row.productId);
    const variant = product && variantBySku(product, row.sku);
    if (!profile || !variant || !isCurrency(profile.preferences.currency)) continue;
    const currency = profile.preferences.currency;
    const now = await priceNow(db, variant, currency, books);
    if (!now) continue;

    const seen = seenOf(row);
    const move = priceMove(seen, now, settings.share);
    if (move === 'unchanged') continue;
    if (move === 'first') {
      if (await watched.moveSeenPrice(row.userId, row.sku, seen, now)) run.measured += 1;
      continue;
    }
    const old = seen as SeenPrice;
    const mailed = await db.transaction(async (tx) => {
      if (!(await priceWatchRepository(tx).moveSeenPrice(row.userId, row.sku, old, now))) return undefined;
      const locale = isLocale(profile.preferences.language) ? profile.preferences.language : DEFAULT_LOCALE;
      const words = (await catalogueRepository(tx).getMany([row.productId], locale)).get(row.productId) ?? product;
      const mail = priceDropMail(
        { product: words, variant, currency, oldMinor: old.minor, newMinor: now.minor },
        locale,
        settings.publicUrl,
      );
      const sender = {
        tokenKeys: settings.tokenKeys,
        publicUrl: settings.publicUrl,
        supportEmail: settings.supportEmail,
        now: settings.now(),
      };
      return enqueueMarketingMail(
        tx,
        { kind: 'price-drops', to: profile.email, accountId: row.userId, language: locale, ...mail },
        sender,
      );
    });
    if (mailed === undefined) continue;
    run.dropped += 1;
    if (mailed) run.mailed += 1;
  }
  return run;
}

/** The job: hourly on one instance, and at start-up when this hour's run has not been done. */
export function priceDropJob(
  db: Database,
  settings: PriceDropSettings,
  log: Pick<FastifyBaseLogger, 'info'>,
): PeriodicJob {
  return {
    name: 'price-drops',
    everySeconds: 60 * 60,
    async run() {
      const run = await mailPriceDrops(db, settings);
      if (run.measured + run.dropped > 0) log.info(run, 'price drops measured');
    },
  };
}
