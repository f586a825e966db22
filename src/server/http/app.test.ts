import { buildApp } from '../app';
import type { Database } from '../db/database';
import { withTestApp } from '../test/harness';
import { withWebBuild } from '../test/web-build';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '../render/cache-headers';

const t = withTestApp();

/** The same app over a database that has stopped answering. */
async function appWithBrokenDatabase(
  failure = () => new Error('connect ECONNREFUSED 127.0.0.1:5432 SELECT secret FROM users'),
) {
  const broken: Database = { ...t.db, query: () => Promise.reject(failure()) };
  const app = await buildApp({ ...t.ctx, db: broken });
  await app.ready();
  return app;
}

describe('health', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const app = await appWithBrokenDatabase();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    await app.close();
  });
});

describe('database outage', () => {
  it('answers requests that need the database 503 with Retry-After, never 500', async () => {
    const app = await appWithBrokenDatabase(() =>
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    const response = await app.inject({ method: 'GET', url: '/catalog/products/1' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The shop is briefly unavailable. Please try again in a moment.',
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await app.close();
  });
});

describe('errors', () => {
  it('answers a server failure generically, without SQL or stack, and with a request id', async () => {
    const app = await appWithBrokenDatabase();
    const response = await app.inject({ method: 'GET', url: '/catalog/products/1' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' });
    expect(response.body).not.toMatch(/SELECT|ECONNREFUSED|at /);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    await app.close();
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('keeps a caller-supplied request id that looks like one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(response.headers['x-request-id']).toBe('lb-42.abc');
  });
});

describe('surface', () => {
  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('publishes an OpenAPI document with the catalogue and health paths, browsable at /api/docs', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(document.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/catalog/products', '/catalog/products/{id}']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('serves the API documentation under a policy of its own: its own scripts and styles, nothing unsafe', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-');
    }
  });
});

describe('the web app', () => {
  const web = withWebBuild(t, {
    'index.html': '<!doctype html><div id="root"></div>',
    'assets/main.0123456789.js': 'console.log(1)',
    'assets/main.0123456789.js.map': '{"version":3}',
    'assets/main.0123456789.js.map.gz': '{"version":3}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'admin/index.html': '<!doctype html><div id="console"></div>',
    'admin/assets/admin.0123456789.js': 'console.log(2)',
  });

  it('answers client routes with index.html, kept by no shared cache; rendered public pages a shared cache may keep', async () => {
    const expected = {
      '/': PUBLIC_PAGE_CACHE,
      '/products?category=electronics': PUBLIC_PAGE_CACHE,
      '/orders/abc': PRIVATE_PAGE_CACHE,
      '/auth/reset-password/xyz': PRIVATE_PAGE_CACHE,
    };
    for (const [url, cacheControl] of Object.entries(expected)) {
      const response = await web.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl });
      expect(response.body).toContain('<div id="root"');
    }
  });

  it("caches hashed assets for a year, the console's too", async () => {
    for (const url of ['/assets/main.0123456789.js', '/admin/assets/admin.0123456789.js']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("answers the console's routes with its own page, never cached, never indexed, never server-rendered", async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders?status=pending', '/admin/orders/abc', '/admin/index.html']) {
      const response = await web.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="console">');
      expect(response.headers['cache-control']).toMatch(/^no-(store|cache)$/);
    }
    const page = await web.inject({ method: 'GET', url: '/admin/orders' });
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await web.inject({ method: 'GET', url: '/admin/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves no source map a build left in the web root', async () => {
    expect((await web.inject({ method: 'GET', url: '/assets/main.0123456789.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/main.0123456789.js.map',
      '/assets/main.0123456789.js.map.gz',
      '/assets/MAIN.0123456789.JS.MAP',
    ]) {
      const response = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect({ url, status: response.statusCode, body: response.body }).toEqual({
        url,
        status: 404,
        body: expect.not.stringContaining('"version"'),
      });
    }
  });

  it('keeps unknown API and catalogue paths and missing files JSON 404s', async () => {
    for (const url of ['/api/nothing', '/catalog/nothing', '/assets/missing.js']) {
      const response = await web.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringContaining('not found') });
    }
  });
});
