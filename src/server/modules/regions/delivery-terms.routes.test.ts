import { setTimeout as sleep } from 'node:timers/promises';
import type { SettingsRegion } from '../../../universal/contracts/admin/settings';
import { SERVER_STATE_ELEMENT_ID } from '../../../universal/server-state';
import { auditEntries } from '../audit/test-support';
import { call } from '../auth/test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { withTestApp } from '../../test/harness';
import { pageTemplate, withWebBuild } from '../../test/web-build';
import { deliveryTerms, regionsCommand } from './test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();
const web = withWebBuild(t, { 'index.html': pageTemplate() });
const run = regionsCommand(t);
let owner: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(t, 'owner');
});

const STANDARD = '/api/admin/delivery-terms/regions/egypt/shipping/standard';
const RATE = { priceCents: 4500, freeOverCents: 90000, minDays: 1, maxDays: 3, cutoffHour: 15, workingDays: [7, 1, 2] };

const put = (url: string, body: unknown, token = owner.token) => call(t, 'PUT', url, { token, body });

/** Egypt's standard option as GET /catalog/delivery answers it (what checkout prices by). */
async function egyptStandard() {
  const egypt = (await deliveryTerms(t)).countries.find((entry) => entry.country === 'EG');
  return egypt?.shipping.find((rate) => rate.option === 'standard');
}

/** Egypt's standard price in the delivery terms the rendered home page carries for the browser. */
async function renderedPrice(): Promise<number | undefined> {
  const html = (await web.inject({ method: 'GET', url: '/', headers: { cookie: 'ship_to=EG' } })).body;
  const json = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  const price = /"country":"EG","regionId":"egypt".*?"option":"standard","priceCents":(\d+)/.exec(json ?? '')?.[1];
  return price === undefined ? undefined : Number(price);
}

describe('the delivery terms in the console', () => {
  it('lists every region with its countries, options and cash on delivery', async () => {
    const response = await call(t, 'GET', '/api/admin/delivery-terms', { token: owner.token });
    expect(response.status).toBe(200);
    const egypt = (response.body as unknown as SettingsRegion[]).find((region) => region.id === 'egypt');
    expect(egypt).toMatchObject({ currency: 'EGP', countries: [{ country: 'EG', rateBasisPoints: 1400 }] });
    expect(egypt?.shipping.map((rate) => rate.option)).toContain('standard');
  });

  it('sets a delivery rate in minor units, audited before → after; the rendered pages show it at the next request', async () => {
    // Until the in-memory catalogue is built, pages are not cached: wait until a price written straight to
    // the table (past the setter) stays hidden behind the cached page.
    let cached = false;
    for (let attempt = 1; attempt <= 100 && !cached; attempt += 1) {
      const shown = await renderedPrice();
      await t.db.query("UPDATE shipping_rates SET price_cents = $1 WHERE region_id = 'egypt' AND option = 'standard'", [
        1000 + attempt,
      ]);
      cached = (await renderedPrice()) === shown;
      if (!cached) await sleep(50);
    }
    expect(cached).toBe(true);
    const before = await egyptStandard();
    const trail = (await auditEntries(t.db, 'region', 'egypt')).length;

    const response = await put(STANDARD, RATE);
    expect(response.status).toBe(200);
    const answered = (response.body as unknown as SettingsRegion[]).find((region) => region.id === 'egypt');
    const after = { option: 'standard', ...RATE, workingDays: [1, 2, 7] };
    expect(answered?.shipping.find((rate) => rate.option === 'standard')).toEqual(after);
    expect(await egyptStandard()).toEqual(after);
    expect(await renderedPrice()).toBe(4500);

    const entries = await auditEntries(t.db, 'region', 'egypt');
    expect(entries).toHaveLength(trail + 1);
    expect(entries.at(-1)).toEqual({ action: 'region.set-shipping', staff_email: owner.email, before, after });
  });

  it('the terminal goes through the same setter: one entry, the same action, as the terminal', async () => {
    const trail = (await auditEntries(t.db, 'region', 'egypt')).length;
    const result = await run('set-shipping', 'egypt', 'standard', '--price', '50', '--days', '2-4', '--cutoff', '14');
    expect(result.exitCode).toBe(0);
    const entries = await auditEntries(t.db, 'region', 'egypt');
    expect(entries).toHaveLength(trail + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'region.set-shipping',
      staff_email: expect.stringMatching(/^terminal:/),
      before: { priceCents: 4500, freeOverCents: 90000 },
      after: { priceCents: 5000, freeOverCents: 90000, minDays: 2, maxDays: 4, cutoffHour: 14 },
    });
    expect(await renderedPrice()).toBe(5000);
  });

  it.each([
    [{ ...RATE, minDays: 4, maxDays: 2 }, STANDARD, 'maxDays', 'deliveryTerms.v.dayOrder'],
    [RATE, STANDARD.replace('standard', 'same-day'), 'maxDays', 'deliveryTerms.v.sameDay'],
    [{ ...RATE, workingDays: [1, 1] }, STANDARD, 'workingDays', 'deliveryTerms.v.workingDays'],
  ])('refuses %j on %s by the shared rules (400 on %s), writing nothing', async (body, url, field, message) => {
    const trail = (await auditEntries(t.db, 'region', 'egypt')).length;
    const before = await egyptStandard();
    const response = await put(url, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
    expect(await egyptStandard()).toEqual(before);
    expect(await auditEntries(t.db, 'region', 'egypt')).toHaveLength(trail);
  });

  it('keeps a threshold of null as never free (not 0, free over nothing)', async () => {
    const response = await put(STANDARD, { ...RATE, freeOverCents: null });
    expect(response.status).toBe(200);
    expect((await egyptStandard())?.freeOverCents).toBeNull();
    expect((await auditEntries(t.db, 'region', 'egypt')).at(-1)).toMatchObject({ after: { freeOverCents: null } });
  });

  it('refuses amounts that are not integer minor units, and an unknown region', async () => {
    for (const priceCents of [-1, 4.5, 10_000_001, 'free'])
      expect((await put(STANDARD, { ...RATE, priceCents })).status).toBe(400);
    expect((await put(STANDARD.replace('egypt', 'mars'), RATE)).status).toBe(404);
  });

  it('turns cash on delivery on with a fee and off, each audited', async () => {
    const url = '/api/admin/delivery-terms/regions/egypt/cash-on-delivery';
    const trail = (await auditEntries(t.db, 'region', 'egypt')).length;
    const on = await put(url, { enabled: true, feeCents: 2500 });
    expect(on.status).toBe(200);
    expect((on.body as unknown as SettingsRegion[]).find((r) => r.id === 'egypt')?.cashOnDeliveryFeeCents).toBe(2500);
    const egypt = (await deliveryTerms(t)).countries.find((entry) => entry.country === 'EG');
    expect(egypt?.cashOnDelivery).toEqual({ feeCents: 2500 });
    expect((await auditEntries(t.db, 'region', 'egypt')).slice(trail)).toEqual([
      { action: 'region.set-cod', staff_email: owner.email, before: expect.anything(), after: { feeCents: 2500 } },
    ]);
    const off = await put(url, { enabled: false, feeCents: 0 });
    expect((off.body as unknown as SettingsRegion[]).find((r) => r.id === 'egypt')?.cashOnDeliveryFeeCents).toBeNull();
    expect((await auditEntries(t.db, 'region', 'egypt')).at(-1)).toMatchObject({
      before: { feeCents: 2500 },
      after: null,
    });
  });

  it("sets a country's tax in basis points, audited on the country; a country of another region is 404", async () => {
    const response = await put('/api/admin/delivery-terms/regions/egypt/countries/EG/tax', { rateBasisPoints: 1450 });
    expect(response.status).toBe(200);
    const egypt = (await deliveryTerms(t)).countries.find((entry) => entry.country === 'EG');
    expect(egypt?.tax.rateBasisPoints).toBe(1450);
    expect((await auditEntries(t.db, 'country', 'EG')).at(-1)).toEqual({
      action: 'region.set-tax',
      staff_email: owner.email,
      before: { country: 'EG', rateBasisPoints: 1400 },
      after: { country: 'EG', rateBasisPoints: 1450 },
    });
    expect((await put('/api/admin/delivery-terms/regions/egypt/countries/US/tax', { rateBasisPoints: 1 })).status).toBe(
      404,
    );
    expect(
      (await put('/api/admin/delivery-terms/regions/egypt/countries/EG/tax', { rateBasisPoints: 10_001 })).status,
    ).toBe(400);
  });

  it('is for owners: support and catalogue get 403 and change nothing', async () => {
    const before = await egyptStandard();
    for (const role of ['support', 'catalogue'] as const) {
      const { token } = await createTestStaff(t, role);
      expect((await call(t, 'GET', '/api/admin/delivery-terms', { token })).status).toBe(403);
      const refused = await put(STANDARD, { ...RATE, priceCents: 1 }, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await egyptStandard()).toEqual(before);
  });
});
