import { ConfigError, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ supportEmail: 'help@shop.example' });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/shop', () => {
  it('answers the configured support address and the 30-day return window, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportEmail: 'help@shop.example', returnWindowDays: 30 });
  });
});

describe('SUPPORT_EMAIL', () => {
  it('defaults to a local address, takes a real one, and refuses what is not an address', () => {
    expect(loadConfig({}).supportEmail).toBe('support@storefront.local');
    expect(loadConfig({ SUPPORT_EMAIL: ' care@shop.example ' }).supportEmail).toBe('care@shop.example');
    for (const bad of ['care', 'Care <care@shop.example>', 'care@shop', 'a b@shop.example']) {
      expect(() => loadConfig({ SUPPORT_EMAIL: bad })).toThrow(ConfigError);
    }
  });
});
