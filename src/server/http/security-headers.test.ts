import { withTestApp } from '../test/harness';
import { pageTemplate, withWebBuild } from '../test/web-build';
import { isPaymentPage } from './security-headers';

/** The policy's directives by name, as the browser reads the header. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const t = withTestApp();
const web = withWebBuild(t, { 'index.html': pageTemplate() });
const policyOf = async (url: string) =>
  directives(
    (await web.inject({ method: 'GET', url, headers: { cookie: 'lang=en' } })).headers['content-security-policy'],
  );

describe("Stripe's origins in the Content-Security-Policy (issue 51)", () => {
  it('lets Stripe.js, its frames and its API in on the pay page', async () => {
    const policy = await policyOf('/orders/0123456789abcdef12345678/pay?access=key');
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    // Everything else stays the shop's: no inline script, no framing of the shop.
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('on checkout, the return from the provider and an order page too, in every language', async () => {
    for (const url of [
      '/checkout',
      '/order-success?order=0123456789abcdef12345678&redirect_status=succeeded',
      '/orders/0123456789abcdef12345678',
      '/ar/orders/0123456789abcdef12345678/pay',
      '/fr/checkout',
    ]) {
      expect({ url, script: (await policyOf(url))['script-src'] }).toEqual({
        url,
        script: expect.arrayContaining(['https://js.stripe.com']),
      });
    }
  });

  it('keeps Stripe out of every other page and of the API', async () => {
    for (const url of ['/', '/products', '/cart', '/orders', '/account', '/ar', '/orders/x/receipt', '/api/health']) {
      const policy = await policyOf(url);
      expect({ url, policy: JSON.stringify(policy) }).toEqual({ url, policy: expect.not.stringContaining('stripe') });
      expect(policy['script-src']).toEqual(["'self'"]);
    }
  });
});

describe('isPaymentPage', () => {
  it.each([
    ['/orders/abc/pay', true],
    ['/orders/abc/pay/', true],
    ['/es/orders/abc/pay?access=k', true],
    ['/order-success?order=abc', true],
    ['/orders/abc', true],
    ['/checkout', true],
    ['/', false],
    ['/orders', false],
    ['/orders/abc/receipt', false],
    ['/orders/abc/pay/more', false],
    ['/xx/checkout', false],
    ['/checkout-elsewhere', false],
  ])('%s: %s', (url, expected) => {
    expect(isPaymentPage(url)).toBe(expected);
  });
});
