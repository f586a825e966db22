import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { CLAIM_LEASE_MS, failureText, nextTryAt } from '../outbox-retry';
import type { DomainEvent, DomainEventName, EventSubscriber } from './domain-events';

/** A failed delivery waits 30 s, 1 min, 2 min, … up to an hour between tries, and is never given up. */
export const EVENT_RETRY_MAX_MS = 60 * 60_000;
/** From this many failed tries on, each failure is reported as an error (a subscriber that stays broken). */
export const EVENT_ALARM_ATTEMPTS = 8;
/** Events one pass handles before yielding (the next pass carries on). */
const MAX_PER_PASS = 100;
/**
 * Events claimed by one statement: a busy shop's pass claims its events in a few statements rather than
 * one each, and a batch is delivered well within its lease (CLAIM_LEASE_MS).
 */
const CLAIM_BATCH = 10;

interface EventRow {
  id: number;
  name: DomainEventName;
  aggregate: string;
  payload: DomainEvent['payload'];
  created_at: Date;
  delivered_to: string[];
  attempts: number;
}

/** A subscriber that threw, as a pass reports it. */
export interface DeliveryFailure {
  eventId: number;
  event: DomainEventName;
  subscriber: string;
  attempts: number;
  retryAt: Date;
  error: unknown;
}

export interface DispatchResult {
  /** Events all of whose subscribers have now handled them. */
  done: number;
  failures: DeliveryFailure[];
}

/**
 * Delivers the events appended to domain_events to their subscribers, at least once each and, per
 * aggregate, in the order they were appended: an event is claimed only when no earlier event of its
 * aggregate is still pending (FOR UPDATE SKIP LOCKED and a lease, so dispatchers on several instances
 * never hand one event out twice at once). Each subscriber's work commits with the record that it ran;
 * a subscriber that throws leaves the event pending and is retried with backoff, the change that appended
 * the event having long been committed. It has no loop of its own: the mail worker runs a pass before
 * each of its own (main.ts), and tests call drain().
 */
export class EventDispatcher {
  private readonly byEvent = new Map<DomainEventName, EventSubscriber[]>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    subscribers: readonly EventSubscriber[],
  ) {
    const names = new Set<string>();
    for (const sub of subscribers) {
      if (names.has(sub.name)) throw new Error(`two event subscribers are named ${sub.name}`);
      names.add(sub.name);
      this.byEvent.set(sub.event, [...(this.byEvent.get(sub.event) ?? []), sub]);
    }
  }

  /** One pass over the events due now. */
  async runOnce(): Promise<DispatchResult> {
    const result: DispatchResult = { done: 0, failures: [] };
    for (let handled = 0; handled < MAX_PER_PASS;) {
      const batch = await this.claim(Math.min(CLAIM_BATCH, MAX_PER_PASS - handled));
      if (batch.length === 0) break;
      for (const event of batch) {
        const failure = await this.deliver(event);
        if (failure) result.failures.push(failure);
        else result.done += 1;
      }
      handled += batch.length;
    }
    return result;
  }

  /**
   * Passes until nothing is due (a failed delivery waits for its retry time, by the clock given): what
   * tests await so that the mails and the rest that events cause are there when they look.
   */
  async drain(): Promise<DispatchResult> {
    const total: DispatchResult = { done: 0, failures: [] };
    for (;;) {
      const pass = await this.runOnce();
      total.done += pass.done;
      total.failures.push(...pass.failures);
      if (pass.done + pass.failures.length === 0) return total;
    }
  }

  /**
   * Claims up to `most` due events, oldest first. An event whose aggregate has an earlier one pending is
   * not among them (it is claimed by a later statement, once that one is done), so each aggregate's
   * events are still delivered in order, and a failed one holds back only its own aggregate's.
   */
  private async claim(most: number): Promise<EventRow[]> {
    const now = this.now();
    const rows = await this.db.query<EventRow>(
      `UPDATE domain_events SET claimed_until = $2
        WHERE id IN (SELECT e.id FROM domain_events e
                     WHERE e.done_at IS NULL
                       AND (e.next_attempt_at IS NULL OR e.next_attempt_at <= $1)
                       AND (e.claimed_until IS NULL OR e.claimed_until <= $1)
                       AND NOT EXISTS (SELECT 1 FROM domain_events p
                                        WHERE p.done_at IS NULL AND p.aggregate = e.aggregate AND p.id < e.id)
                     ORDER BY e.id LIMIT $3
                     FOR UPDATE SKIP LOCKED)
        RETURNING id, name, aggregate, payload, created_at, delivered_to, attempts`,
      [now, new Date(now.getTime() + CLAIM_LEASE_MS), most],
    );
    // UPDATE … RETURNING answers in no set order.
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  /**
   * Hands the event to each subscriber that wants it and has not handled it yet; the first failure ends the try.
   * The last subscriber's record also marks the event done, in its own transaction (one statement less per event).
   */
  private async deliver(row: EventRow): Promise<DeliveryFailure | undefined> {
    const event: DomainEvent = {
      id: Number(row.id),
      name: row.name,
      aggregate: row.aggregate,
      payload: row.payload,
      createdAt: new Date(row.created_at),
    };
    const pending = (this.byEvent.get(row.name) ?? []).filter(
      (sub) => !row.delivered_to.includes(sub.name) && (sub.wants?.(event) ?? true),
    );
    if (pending.length === 0) {
      await this.db.query(DONE, [event.id, this.now()]);
      return undefined;
    }
    for (const [index, sub] of pending.entries()) {
      try {
        await this.db.transaction(async (tx) => {
          await sub.handle(tx, event);
          if (index < pending.length - 1) await tx.query(DELIVERED, [event.id, sub.name]);
          else await tx.query(DELIVERED_AND_DONE, [event.id, sub.name, this.now()]);
        });
      } catch (error) {
        const attempts = row.attempts + 1;
        const retryAt = nextTryAt(this.now(), row.attempts, EVENT_RETRY_MAX_MS);
        await this.db.query(
          `UPDATE domain_events SET attempts = $2, next_attempt_at = $3, claimed_until = NULL, last_error = $4
            WHERE id = $1`,
          [event.id, attempts, retryAt, failureText(error, `${sub.name}: `)],
        );
        return { eventId: event.id, event: event.name, subscriber: sub.name, attempts, retryAt, error };
      }
    }
    return undefined;
  }
}

/** Subscriber $2 handled event $1. */
const DELIVERED = 'UPDATE domain_events SET delivered_to = array_append(delivered_to, $2) WHERE id = $1';
/** Every subscriber has handled event $1 (at $2). */
const DONE = 'UPDATE domain_events SET done_at = $2, claimed_until = NULL, last_error = NULL WHERE id = $1';
/** Subscriber $2, the last, handled event $1 (at $3): it is done. */
const DELIVERED_AND_DONE = `UPDATE domain_events SET delivered_to = array_append(delivered_to, $2), done_at = $3,
    claimed_until = NULL, last_error = NULL WHERE id = $1`;

/** Logs a pass's failed deliveries: a warning each, an error once a subscriber has kept failing. */
export function logDeliveryFailures(
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  failures: readonly DeliveryFailure[],
): void {
  for (const { error, ...failure } of failures) {
    if (failure.attempts >= EVENT_ALARM_ATTEMPTS)
      log.error({ err: error, ...failure }, 'event subscriber keeps failing');
    else log.warn({ err: error, ...failure }, 'event subscriber failed; will retry');
  }
}
