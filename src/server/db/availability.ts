import { EventEmitter } from 'node:events';

/**
 * SQLSTATEs that mean "the database is away or shedding load", not "this statement is wrong":
 * class 08 (connection exceptions), admin/crash shutdown and "cannot connect now" (57P01-57P03),
 * too many connections (53300), a cancelled statement (57014, statement_timeout).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** Node socket errors and the pg driver's own messages for a lost or unreachable server. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection is closed|not queryable/i,
  /the database system is (starting up|shutting down)/i,
];

/** Whether an error says the database cannot be reached right now (answer 503 and retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && UNAVAILABLE_ERRNOS.has(code)) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Whether the database answered its last statement. Flips to down on the first unavailability error
 * and back up on the next statement that succeeds, so logs say once per outage that the database is
 * away (and once that it is back) instead of once per request.
 */
export class DatabaseAvailability extends EventEmitter<{ down: [Error]; up: [] }> {
  #down = false;
  #downAt = 0;

  /**
   * A server going away ends its connections one by one: statements on the ones not yet cut still
   * succeed for a moment. Successes that soon after the first failure do not end the outage.
   */
  constructor(
    private readonly settleMs = 1000,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  get down(): boolean {
    return this.#down;
  }

  succeeded(): void {
    if (!this.#down || this.now() - this.#downAt < this.settleMs) return;
    this.#down = false;
    this.emit('up');
  }

  failed(error: unknown): void {
    if (this.#down || !isDatabaseUnavailable(error)) return;
    this.#down = true;
    this.#downAt = this.now();
    this.emit('down', error as Error);
  }

  /** Runs `work`, noting whether the database answered. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      this.succeeded();
      return result;
    } catch (error) {
      this.failed(error);
      throw error;
    }
  }
}
