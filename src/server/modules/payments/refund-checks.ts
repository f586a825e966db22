import type { Database } from '../../db/database';
import { paymentRecords, providerRefunds } from '../orders';
import type { ProviderRegistry } from './providers';

/** How long a refund the provider took stays pending before the shop asks after it (a card's usually settles in seconds). */
export const REFUND_RECHECK_AFTER_MS = 10 * 60_000;

/**
 * The re-check of refunds still pending (issue 51's reconciliation): a refund the provider took but had not paid
 * back when it answered (a bank transfer, a wallet's confirmation) is asked after again, and kept as succeeded or
 * failed once the provider says so; a failed one no longer counts as paid back (REFUNDED_SQL), so staff see it and
 * may refund again. A provider that cannot answer now is asked at the next run. Answers how many it settled.
 */
export async function recheckPendingRefunds(
  db: Database,
  registry: ProviderRegistry,
  now: Date,
  batch = 50,
): Promise<{ settled: number; unanswered: number }> {
  const refunds = providerRefunds(db);
  let settled = 0;
  let unanswered = 0;
  for (const refund of await refunds.stillPending(new Date(now.getTime() - REFUND_RECHECK_AFTER_MS), batch)) {
    const record = await paymentRecords(db).find(refund.orderId);
    const provider = record && registry.get(record.provider);
    if (!provider || refund.reference === null) continue;
    const answer = await provider.lookUpRefund(refund.reference).catch(() => undefined);
    if (!answer) unanswered += 1;
    if (!answer || answer.state === 'pending') continue;
    await refunds.settle(refund.source, answer.state, answer.reference);
    settled += 1;
  }
  return { settled, unanswered };
}
