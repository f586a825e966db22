import { ConfigError, loadConfig } from '../../config';
import { withTestApp } from '../../test/harness';

const t = withTestApp({ supportEmail: 'help@shop.example', shopCountry: 'GB' });

describe('GET /api/shop', () => {
  it("answers the configured support address, the 30-day return window and the shop's country, to anyone", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: 'help@shop.example',
      returnWindowDays: 30,
      country: 'GB',
      unitsPerOrder: 10,
      // No provider's keys: every online method is the demo.
      paymentProviders: [],
      mobileWallet: false,
    });
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

describe('SHOP_COUNTRY', () => {
  it('defaults to Egypt, takes the code of a country checkout ships to, and refuses any other', () => {
    expect(loadConfig({}).shopCountry).toBe('EG');
    expect(loadConfig({ SHOP_COUNTRY: ' gb ' }).shopCountry).toBe('GB');
    for (const bad of ['FR', 'United Kingdom', 'EGY']) {
      expect(() => loadConfig({ SHOP_COUNTRY: bad })).toThrow(/SHOP_COUNTRY/);
    }
  });
});
