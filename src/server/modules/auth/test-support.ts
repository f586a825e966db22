import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/harness';

/** A fresh address per call: rate-limit counters are per IP, so tests that count attempts use their own. */
export function uniqueIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export function uniqueEmail(label = 'shopper'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export const STRONG_PASSWORD = 'Passw0rd!';

export function signupDetails(overrides: Record<string, unknown> = {}) {
  return { name: 'Amira Hassan', email: uniqueEmail(), phone: '01012345678', password: STRONG_PASSWORD, ...overrides };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The session a token belongs to (its `sid` claim). */
export function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
}

/** Calls the API in-process as a client at `ip` (default: a new address, so no counters are shared). */
export async function call(
  t: TestApp,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? uniqueIp(),
    ...(options.body !== undefined && { payload: options.body as Record<string, unknown> }),
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>(), headers: response.headers };
}

export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const details = signupDetails(overrides);
  const response = await call(t, 'POST', '/api/auth/register', { body: details });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  const body = response.body as { token: string; user: { id: string; name: string; email: string; phone: string } };
  return { ...details, token: body.token, user: body.user };
}
