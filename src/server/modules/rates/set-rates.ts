import type { Database } from '../../db/database';
import { type AuditActor, recordAudit } from '../audit';
import { ratesRepository, type StoredRate } from './repository';
import { raisePricedCartVersions } from '../cart';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';

/** A rate as the audit trail keeps it. */
const trailed = (rate: StoredRate | undefined) =>
  rate && { unitsPerUsd: rate.unitsPerUsd, setAt: rate.setAt.toISOString() };

/**
 * Sets exchange rates (each with its own time) and records each change in the audit trail, action
 * 'rate.set', before → after, in one transaction: a rate is never changed unrecorded. Every cart with lines
 * moves its version with it. The one setter of
 * rates: `npm run rates -- set | import` (as the terminal) and the console's settings page (as the owner).
 */
export async function setRates(db: Database, rates: readonly StoredRate[], actor: AuditActor, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const repository = ratesRepository(tx);
    const before = new Map((await repository.listLocked()).map((rate) => [rate.currency, rate]));
    await repository.set(rates);
    // The carts shown at the old rate: their next checkout is told the total changed (issue 50); and the
    // pages rendered with prices at it are rendered again.
    await raisePricedCartVersions(tx);
    await bumpCatalogueVersion(tx);
    for (const rate of rates) {
      await recordAudit(
        tx,
        actor,
        {
          action: 'rate.set',
          objectType: 'exchange-rate',
          objectId: rate.currency,
          before: trailed(before.get(rate.currency)),
          after: trailed(rate),
        },
        at,
      );
    }
  });
  noteCatalogueChanged();
}
