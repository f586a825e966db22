import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { MailTransport } from './transport';
import { isDatabaseUnavailable } from '../db/availability';
import { CLAIM_LEASE_MS, failureText, nextTryAt } from '../outbox-retry';

export const MAIL_POLL_INTERVAL_MS = 1000;
/**
 * A failed mail waits 30 s, 1 min, 2 min, … before the next try (outbox-retry.ts), and is given up after
 * 8 tries (~2 h).
 */
export const MAIL_MAX_ATTEMPTS = 8;
/** Mails one run sends before yielding; the next poll carries on. */
const MAX_PER_RUN = 50;

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

export interface MailWorkerOptions {
  db: Queryable;
  transport: MailTransport;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollIntervalMs?: number;
  /**
   * Work each timed pass does before sending: the domain events' dispatch (main.ts), whose subscribers
   * queue mail that this same pass then sends. A throw is logged and the mail still goes.
   */
  beforePass?: () => Promise<void>;
}

export interface RunResult {
  sent: number;
  failed: number;
}

/**
 * Sends what enqueueMail queued, after the request that queued it has been answered. Each mail is
 * claimed with FOR UPDATE SKIP LOCKED and a lease, so several instances on one PostgreSQL never
 * send the same mail twice; failures are recorded and retried with backoff instead of being lost.
 */
export class MailDeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RunResult> | undefined;
  private again = false;
  /** Not polling: before start() and after stop(). */
  private stopped = true;
  /** Set by stop(): a pass in progress ends after the mail it is sending. */
  private stopRequested = false;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.stopRequested = false;
    this.schedule(0);
  }

  /** Looks for due mail now instead of at the next poll (e.g. right after one was queued). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for a send in progress; the transport is closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.options.transport.close();
  }

  /** One pass over the due mail (the timer calls this; tests call it directly). */
  async runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0 };
    for (let i = 0; i < MAX_PER_RUN && !this.stopRequested; i += 1) {
      const mail = await this.claim();
      if (!mail) break;
      if (await this.deliver(mail)) result.sent += 1;
      else result.failed += 1;
    }
    return result;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = this.pass();
    try {
      await this.running;
    } catch (error) {
      // Database unreachable, for instance: log it and keep polling; nothing is lost.
      if (!isDatabaseUnavailable(error)) this.options.log.warn({ err: error }, 'mail delivery pass failed');
    } finally {
      this.running = undefined;
    }
    if (this.stopped) return;
    const again = this.again;
    this.again = false;
    this.schedule(again ? 0 : (this.options.pollIntervalMs ?? MAIL_POLL_INTERVAL_MS));
  }

  private async pass(): Promise<RunResult> {
    try {
      await this.options.beforePass?.();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) this.options.log.warn({ err: error }, 'work before the mail pass failed');
    }
    return this.runOnce();
  }

  /** The claim's lease (CLAIM_LEASE_MS) is longer than one SMTP attempt can take (see transport). */
  private async claim(): Promise<OutboxRow | undefined> {
    const now = this.options.now();
    const [row] = await this.options.db.query<OutboxRow>(
      `UPDATE mail_outbox SET next_attempt_at = $2
        WHERE id = (SELECT id FROM mail_outbox
                     WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= $1
                     ORDER BY next_attempt_at, id LIMIT 1
                     FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body_text, body_html, headers, attempts`,
      [now, new Date(now.getTime() + CLAIM_LEASE_MS), MAIL_MAX_ATTEMPTS],
    );
    return row;
  }

  private async deliver(mail: OutboxRow): Promise<boolean> {
    const { db, transport, log } = this.options;
    try {
      await transport.send(mail.id, {
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body_text,
        ...(mail.body_html !== null && { html: mail.body_html }),
        ...(mail.headers !== null && { headers: mail.headers }),
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = nextTryAt(this.options.now(), mail.attempts);
      const reason = failureText(error);
      await db.query('UPDATE mail_outbox SET attempts = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1', [
        mail.id,
        attempts,
        reason,
        retryAt,
      ]);
      if (attempts >= MAIL_MAX_ATTEMPTS)
        log.error({ mailId: mail.id, attempts, reason }, 'mail given up after repeated failures');
      else log.warn({ mailId: mail.id, attempts, reason, retryAt }, 'mail delivery failed; will retry');
      return false;
    }
    await db.query('UPDATE mail_outbox SET sent_at = $2, last_error = NULL WHERE id = $1', [
      mail.id,
      this.options.now(),
    ]);
    log.info({ mailId: mail.id, via: transport.kind }, 'mail delivered');
    return true;
  }
}

/** The worker main.ts runs: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export function startMailDelivery(options: MailWorkerOptions): MailDeliveryWorker {
  const worker = new MailDeliveryWorker(options);
  worker.start();
  return worker;
}
