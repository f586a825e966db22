/** The soak's HTTP side: timed requests, with every answer counted by kind and status. */

export const REQUEST_TIMEOUT_MS = 15_000;

export interface Answer {
  status: number;
  /** Parsed JSON, or undefined for an empty or non-JSON body. */
  body: unknown;
}

export interface Recorder {
  /** Milliseconds of each request, per kind ('browse', 'checkout', ...). */
  latencies: Map<string, number[]>;
  statuses: Map<number, number>;
  /** Requests that got no HTTP answer (refused connection, timeout). */
  failures: string[];
  serverErrors: string[];
  /** 503 answers that did not say when to come back (Retry-After). */
  withoutRetryAfter: string[];
}

export const newRecorder = (): Recorder => ({
  latencies: new Map(),
  statuses: new Map(),
  failures: [],
  serverErrors: [],
  withoutRetryAfter: [],
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends one request; `undefined` when no answer came (the caller then does not know the outcome). */
export async function request(
  recorder: Recorder,
  baseUrl: string,
  kind: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    const list = recorder.latencies.get(kind) ?? [];
    list.push(elapsed);
    recorder.latencies.set(kind, list);
    recorder.statuses.set(response.status, (recorder.statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500)
      recorder.serverErrors.push(`${kind} ${path} -> ${response.status} ${text.slice(0, 120)}`);
    if (response.status === 503 && !response.headers.has('retry-after'))
      recorder.withoutRetryAfter.push(`${kind} ${path}`);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    recorder.failures.push(`${kind} ${path}: ${(error as Error).message}`);
    return undefined;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface LatencySummary {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
