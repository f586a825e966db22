import { connect } from 'node:net';
import { buildApp } from '../../app';
import { createContext } from '../../context';
import { createTestApp, type TestApp } from '../harness';
import { discoverEndpoints, endpointName } from './fuzz/endpoints';
import { LEAK_PATTERN } from './fuzz/runner';

/** The headers every answer carries, whatever its status, and the ones none may carry. */
function expectProtected(headers: Record<string, unknown>, label: string, https = false): void {
  const csp = String(headers['content-security-policy'] ?? '');
  expect({
    label,
    csp: csp.includes("frame-ancestors 'none'") && /script-src 'self'(;|$)/.test(csp) && !csp.includes("'unsafe-eval'"),
  }).toEqual({ label, csp: true });
  expect({ label, nosniff: headers['x-content-type-options'] }).toEqual({ label, nosniff: 'nosniff' });
  expect({ label, referrer: headers['referrer-policy'] }).toEqual({ label, referrer: 'no-referrer' });
  expect({ label, frame: headers['x-frame-options'] }).toEqual({ label, frame: 'DENY' });
  expect({ label, poweredBy: headers['x-powered-by'], server: headers.server }).toEqual({
    label,
    poweredBy: undefined,
    server: undefined,
  });
  if (https) expect(String(headers['strict-transport-security'])).toMatch(/max-age=(\d{8,})/);
  else expect({ label, hsts: headers['strict-transport-security'] }).toEqual({ label, hsts: undefined });
}

/** Sends raw bytes over a real socket and answers what comes back before the server closes (or 3 s pass). */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, 3000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (/\r\n\r\n/.test(answer) && !/content-length: [1-9]/i.test(answer.split('\r\n\r\n')[0] ?? '')) done();
      else if (/\r\n\r\n[\s\S]*\S/.test(answer)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
  });
}

describe('headers and surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends CSP without inline script, frame-ancestors none, nosniff and no-referrer on every endpoint and every kind of error', async () => {
    const endpoints = await discoverEndpoints(t);
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'file' ? '1.svg' : '1'));
      const answer = await t.app.inject({
        method: endpoint.method,
        url,
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      expectProtected(answer.headers, `${endpointName(endpoint)} -> ${answer.statusCode}`);
    }
    for (const [label, request] of [
      ['unknown path', { method: 'GET', url: '/api/nothing-here' }],
      [
        'malformed JSON',
        { method: 'POST', url: '/api/auth/login', payload: '{"a":', headers: { 'content-type': 'application/json' } },
      ],
      [
        'unsupported media type',
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: 'a=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
      [
        'body over 1 MB',
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      ['bad URL encoding', { method: 'GET', url: '/catalog/products/%E0%A4%A' }],
    ] as const) {
      const answer = await t.app.inject(request);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expectProtected(answer.headers, label);
      expect(answer.body).not.toMatch(LEAK_PATTERN);
    }
  });

  it('adds HSTS only when PUBLIC_URL is https', async () => {
    // The same database, a second app configured for https.
    const ctx = await createContext({
      config: { ...t.ctx.config, publicUrl: 'https://shop.example' },
      db: t.db,
      now: t.clock.now,
    });
    const secure = await buildApp(ctx);
    try {
      const answer = await secure.inject({ method: 'GET', url: '/catalog/products?limit=1' });
      expectProtected(answer.headers, 'https shop', true);
      const broken = await secure.inject({ method: 'GET', url: '/catalog/products/%E0%A4%A' });
      expectProtected(broken.headers, 'https shop, malformed URL', true);
    } finally {
      await secure.close();
      await ctx.rateLimiter.close();
    }
  });

  it('bounds how long a request may take and how much it may send', async () => {
    // Node answers 408 and closes a connection whose request (headers and body, or nothing at all)
    // is not complete within requestTimeout, checked every 30 s (see docs/reliability.md).
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.initialConfig.bodyLimit).toBe(1024 * 1024);
  });

  describe('over a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });

    it('answers malformed HTTP with a 4xx and no internals, and keeps serving', async () => {
      const cases: [string, string][] = [
        [
          'URL of 100,000 characters',
          `GET /catalog/products?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        ],
        ['20 KB header', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`],
        ['garbage request line', 'GARBAGE\r\n\r\n'],
        [
          'invalid chunk size',
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
        ],
        [
          'Content-Length and Transfer-Encoding together',
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
        ],
        [
          'two different Content-Lengths',
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
        ],
        ['NUL in the path', 'GET /api/health\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'],
      ];
      for (const [label, bytes] of cases) {
        const answer = await raw(port, bytes);
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
        expect({ label, status: status >= 400 && status < 500, leak: LEAK_PATTERN.test(answer) }).toEqual({
          label,
          status: true,
          leak: false,
        });
      }
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
    });
  });
});
