import type { AdminSettings, SettingsRates } from '../../../universal/contracts/admin/settings';
import { auditEntries } from '../audit/test-support';
import { call } from '../auth/test-support';
import { runRatesCommand } from '../rates/operator';
import { staffSessions } from '../staff/staff-sessions';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { createTestUser, withTestApp } from '../../test/harness';
import { dateDemoRates } from '../rates/test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const HOUR = 3_600_000;

const t = withTestApp({
  ratesMaxAgeHours: 48,
  supportEmail: 'help@shop.example',
  publicUrl: 'https://shop.example',
  shopCountry: 'EG',
});
let owner: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(t, 'owner');
  await dateDemoRates(t.db);
});

const rateAudit = (currency: string) => auditEntries(t.db, 'exchange-rate', currency);

describe('the console settings page', () => {
  it('shows the rates with their age, the regions with shipping and tax, and the shop as receipts name it', async () => {
    const response = await call(t, 'GET', '/api/admin/settings', { token: owner.token });
    expect(response.status).toBe(200);
    const settings = response.body as unknown as AdminSettings;
    expect(settings.rates).toEqual({
      maxAgeHours: 48,
      rows: [
        { currency: 'EUR', unitsPerUsd: 0.92, setAt: '2026-11-20T12:00:00.000Z', stale: false, rounding: 'minor' },
        { currency: 'GBP', unitsPerUsd: 0.79, setAt: '2026-11-20T12:00:00.000Z', stale: false, rounding: 'ending-99' },
        { currency: 'EGP', unitsPerUsd: 48.5, setAt: '2026-11-20T12:00:00.000Z', stale: false, rounding: 'whole' },
      ],
    });
    const egypt = settings.regions.find((region) => region.countries.some((entry) => entry.country === 'EG'));
    expect(egypt).toMatchObject({
      currency: 'EGP',
      tax: { kind: 'vat', included: true },
      countries: expect.arrayContaining([{ country: 'EG', rateBasisPoints: 1400 }]),
    });
    expect(egypt?.shipping.length).toBeGreaterThan(0);
    expect(settings.shop).toEqual({
      name: 'Storefront',
      country: 'EG',
      supportEmail: 'help@shop.example',
      website: 'https://shop.example',
      timeZone: expect.any(String),
    });
  });

  it('sets a rate as of now, in the audit trail before → after; the shop and the CLI see it', async () => {
    t.clock.advance(30 * HOUR); // the demo rates are now 52 hours old, and the owner's session is over
    owner = {
      ...owner,
      token: await staffSessions(t.db).start(t.ctx.tokenKeys.signing, owner.id, { ip: '127.0.0.1' }, t.clock.now()),
    };
    const stale = (await call(t, 'GET', '/api/admin/settings', { token: owner.token }))
      .body as unknown as AdminSettings;
    expect(stale.rates.rows.map((row) => row.stale)).toEqual([true, true, true]);

    const set = await call(t, 'PUT', '/api/admin/settings/rates/EUR', {
      token: owner.token,
      body: { unitsPerUsd: 0.9312345678 },
    });
    expect(set.status).toBe(200);
    const now = t.clock.now().toISOString();
    expect((set.body as unknown as SettingsRates).rows[0]).toEqual({
      currency: 'EUR',
      unitsPerUsd: 0.931235,
      setAt: now,
      stale: false,
      rounding: 'minor',
    });
    expect(await rateAudit('EUR')).toEqual([
      {
        action: 'rate.set',
        staff_email: owner.email,
        before: { unitsPerUsd: 0.92, setAt: '2026-11-20T12:00:00.000Z' },
        after: { unitsPerUsd: 0.931235, setAt: now },
      },
    ]);
    expect((await call(t, 'GET', '/catalog/rates')).body).toMatchObject({ rates: { EUR: 0.931235 } });

    // The CLI sets through the same service: its change is in the trail too, as the terminal.
    expect((await runRatesCommand(t.db, ['set', 'GBP', '0.8'], t.clock.now(), 48)).output).toMatch(/GBP\s+0\.800000/);
    expect(await rateAudit('GBP')).toEqual([
      {
        action: 'rate.set',
        staff_email: expect.stringMatching(/^terminal:/),
        before: { unitsPerUsd: 0.79, setAt: '2026-11-20T12:00:00.000Z' },
        after: { unitsPerUsd: 0.8, setAt: now },
      },
    ]);
  });

  it('refuses an invalid rate or currency with 400, changing and recording nothing', async () => {
    const before = await rateAudit('EGP');
    for (const [url, body] of [
      ['/api/admin/settings/rates/EGP', { unitsPerUsd: 0 }],
      ['/api/admin/settings/rates/EGP', { unitsPerUsd: -3 }],
      ['/api/admin/settings/rates/EGP', { unitsPerUsd: 'lots' }],
      ['/api/admin/settings/rates/EGP', { unitsPerUsd: 1e12 }],
      ['/api/admin/settings/rates/EGP', {}],
      ['/api/admin/settings/rates/USD', { unitsPerUsd: 1 }],
      ['/api/admin/settings/rates/BTC', { unitsPerUsd: 2 }],
    ] as const) {
      const response = await call(t, 'PUT', url, { token: owner.token, body });
      expect(`${url} ${JSON.stringify(body)}: ${response.status}`).toBe(`${url} ${JSON.stringify(body)}: 400`);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await call(t, 'GET', '/catalog/rates')).body).toMatchObject({ rates: { EGP: 48.5 } });
    expect(await rateAudit('EGP')).toEqual(before);
  });

  it('is for owners: support and catalogue get 403, a shopper 401', async () => {
    const shopper = await createTestUser(t.ctx);
    for (const role of ['support', 'catalogue'] as const) {
      const { token } = await createTestStaff(t, role);
      expect((await call(t, 'GET', '/api/admin/settings', { token })).status).toBe(403);
      const put = await call(t, 'PUT', '/api/admin/settings/rates/EGP', { token, body: { unitsPerUsd: 50 } });
      expect(put.status).toBe(403);
      expect(put.body).toMatchObject({ code: 'FORBIDDEN' });
      for (const [url, body] of [
        ['/api/admin/settings/rounding/EGP', { rounding: 'minor' }],
        ['/api/admin/settings/regions/world/currency', { currency: 'EUR' }],
      ] as const)
        expect((await call(t, 'PUT', url, { token, body })).status).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/settings', { token: shopper.token })).status).toBe(401);
    const put = await call(t, 'PUT', '/api/admin/settings/rates/EGP', {
      token: shopper.token,
      body: { unitsPerUsd: 50 },
    });
    expect(put.status).toBe(401);
    expect((await call(t, 'GET', '/catalog/rates')).body).toMatchObject({ rates: { EGP: 48.5 } });
    expect(await rateAudit('EGP')).toEqual([]);
  });

  it("sets a currency's rounding rule, audited; bad input is refused with 400 on its field, nothing changed", async () => {
    for (const [url, body] of [
      ['/api/admin/settings/rounding/EGP', { rounding: 'nearest' }],
      ['/api/admin/settings/rounding/EGP', {}],
      ['/api/admin/settings/rounding/USD', { rounding: 'whole' }],
    ] as const) {
      const response = await call(t, 'PUT', url, { token: owner.token, body });
      expect(`${url} ${JSON.stringify(body)}: ${response.status}`).toBe(`${url} ${JSON.stringify(body)}: 400`);
    }
    expect(await auditEntries(t.db, 'currency', 'EGP')).toEqual([]);

    const set = await call(t, 'PUT', '/api/admin/settings/rounding/EGP', {
      token: owner.token,
      body: { rounding: 'ending-99' },
    });
    expect(set.status).toBe(200);
    expect((set.body as unknown as SettingsRates).rows.find((row) => row.currency === 'EGP')?.rounding).toBe(
      'ending-99',
    );
    expect((await call(t, 'GET', '/catalog/rates')).body).toMatchObject({ rounding: { EGP: 'ending-99' } });
    expect(await auditEntries(t.db, 'currency', 'EGP')).toEqual([
      {
        action: 'currency.rounding',
        staff_email: owner.email,
        before: { rounding: 'whole' },
        after: { rounding: 'ending-99' },
      },
    ]);
  });

  it("sets a region's currency, its amounts converted and audited; an unknown region or currency changes nothing", async () => {
    const world = async () =>
      (
        (await call(t, 'GET', '/api/admin/settings', { token: owner.token })).body as unknown as AdminSettings
      ).regions.find((region) => region.id === 'world');
    const before = await world();
    expect(before?.currency).toBe('USD');
    for (const [url, body, status] of [
      ['/api/admin/settings/regions/world/currency', { currency: 'JPY' }, 400],
      ['/api/admin/settings/regions/world/currency', {}, 400],
      ['/api/admin/settings/regions/mars/currency', { currency: 'EUR' }, 404],
    ] as const) {
      const response = await call(t, 'PUT', url, { token: owner.token, body });
      expect(`${url} ${JSON.stringify(body)}: ${response.status}`).toBe(`${url} ${JSON.stringify(body)}: ${status}`);
    }
    expect(await world()).toEqual(before);
    expect(await auditEntries(t.db, 'region', 'world')).toEqual([]);

    const set = await call(t, 'PUT', '/api/admin/settings/regions/world/currency', {
      token: owner.token,
      body: { currency: 'GBP' },
    });
    expect(set.status).toBe(200);
    const after = (set.body as unknown as AdminSettings['regions']).find((region) => region.id === 'world');
    expect(after?.currency).toBe('GBP');
    // The rest of the world's dollar amounts in pounds, at the rate GBP has now (0.8), to the whole pound.
    expect(after?.shipping.map((rate) => rate.priceCents)).toEqual(
      before?.shipping.map((rate) => Math.round((rate.priceCents / 100) * 0.8) * 100),
    );
    expect(await auditEntries(t.db, 'region', 'world')).toEqual([
      expect.objectContaining({
        action: 'region.currency',
        staff_email: owner.email,
        before: expect.objectContaining({ currency: 'USD' }),
        after: expect.objectContaining({ currency: 'GBP' }),
      }),
    ]);
    const shopper = (await call(t, 'GET', '/catalog/delivery')).body as unknown as {
      countries: { country: string; currency: string }[];
    };
    expect(shopper.countries.find((entry) => entry.country === 'CA')?.currency).toBe('GBP');
  });
});
