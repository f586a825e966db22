import type { DeliveryTermsRegion } from '../../../universal/contracts/admin/delivery-terms';
import { auditEntries } from '../audit/test-support';
import { call } from '../auth/test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { withTestApp } from '../../test/harness';
import { deliveryTerms, regionsCommand } from './test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Decision 0128: the changes that were the terminal's only (holidays, countries, options and regions added and
 * removed, return logistics, cash on delivery's order limits) go through one setter each from the console and
 * `npm run regions`: the same action, one entry before → after, a refusal by the shop's rules writes nothing.
 */
const t = withTestApp();
const run = regionsCommand(t);
let owner: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(t, 'owner');
});

const TERMS = '/api/admin/delivery-terms';
const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, token = owner.token) =>
  call(t, method, `${TERMS}${url}`, { token, ...(body !== undefined && { body }) });
const regionIn = (body: unknown, id: string) => (body as unknown as DeliveryTermsRegion[]).find((r) => r.id === id);
const trailOf = (objectType: string, id: string) => auditEntries(t.db, objectType, id);

/** A day ahead of the test clock (the shop's today), as YYYY-MM-DD. */
const daysAhead = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A refusal by the shop's rules: 409 CONFLICT with the console's words' id, and nothing written. */
async function refusedByRules(
  request: Promise<{ status: number; body: Record<string, unknown> }>,
  messageId: string,
  trail: () => Promise<unknown[]>,
) {
  const entries = (await trail()).length;
  const refused = await request;
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'CONFLICT', messageId });
  expect(await trail()).toHaveLength(entries);
}

describe('holidays', () => {
  it('adds, renames and removes a holiday from the console, audited as the terminal is; the shop shows it', async () => {
    const day = daysAhead(20);
    const added = await send('PUT', `/regions/egypt/holidays/${day}`, { name: '  Sham   el-Nessim ' });
    expect(added.status).toBe(200);
    expect(regionIn(added.body, 'egypt')?.holidays).toContainEqual({ day, name: 'Sham el-Nessim' });
    const egypt = (await deliveryTerms(t)).countries.find((entry) => entry.country === 'EG');
    expect(egypt?.holidays).toContain(day);

    expect((await send('PUT', `/regions/egypt/holidays/${day}`, { name: 'Spring' })).status).toBe(200);
    expect((await run('remove-holiday', 'egypt', day)).exitCode).toBe(0);
    const entries = (await trailOf('region', 'egypt')).filter((entry) => entry.action.includes('holiday'));
    expect(entries.slice(-3)).toEqual([
      {
        action: 'region.add-holiday',
        staff_email: owner.email,
        before: null,
        after: { regionId: 'egypt', day, name: 'Sham el-Nessim' },
      },
      {
        action: 'region.add-holiday',
        staff_email: owner.email,
        before: { regionId: 'egypt', day, name: 'Sham el-Nessim' },
        after: { regionId: 'egypt', day, name: 'Spring' },
      },
      {
        action: 'region.remove-holiday',
        staff_email: expect.stringMatching(/^terminal:/),
        before: { regionId: 'egypt', day, name: 'Spring' },
        after: null,
      },
    ]);
  });

  it('refuses a day past, a day the calendar lacks and a removal of no holiday, writing nothing', async () => {
    const trail = (await trailOf('region', 'egypt')).length;
    const past = await send('PUT', `/regions/egypt/holidays/${daysAhead(-2)}`, { name: 'Gone' });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errors: { day: 'deliveryTerms.v.pastDay' } });
    expect((await send('PUT', '/regions/egypt/holidays/2031-02-30', { name: 'None' })).status).toBe(400);
    expect((await send('PUT', `/regions/egypt/holidays/${daysAhead(3)}`, { name: ' ' })).status).toBe(400);
    expect((await send('DELETE', `/regions/egypt/holidays/${daysAhead(4)}`)).status).toBe(404);
    expect(await trailOf('region', 'egypt')).toHaveLength(trail);
  });
});

describe('countries and options', () => {
  it('adds a country to a region, moves it and removes it, each one entry on the country', async () => {
    const added = await send('POST', '/regions/uk/countries', { country: 'AU', rateBasisPoints: 1000 });
    expect(added.status).toBe(200);
    expect(regionIn(added.body, 'uk')?.countries).toContainEqual({ country: 'AU', rateBasisPoints: 1000 });
    expect(regionIn(added.body, 'world')?.countries.map((entry) => entry.country)).not.toContain('AU');
    const australia = (await deliveryTerms(t)).countries.find((entry) => entry.country === 'AU');
    expect(australia).toMatchObject({ regionId: 'uk', tax: { rateBasisPoints: 1000 } });

    const removed = await send('DELETE', '/regions/uk/countries/AU');
    expect(removed.status).toBe(200);
    expect((await deliveryTerms(t)).countries.map((entry) => entry.country)).not.toContain('AU');
    expect(await trailOf('country', 'AU')).toEqual([
      {
        action: 'region.add-country',
        staff_email: owner.email,
        before: { country: 'AU', regionId: 'world', rateBasisPoints: 0 },
        after: { country: 'AU', regionId: 'uk', rateBasisPoints: 1000 },
      },
      {
        action: 'region.remove-country',
        staff_email: owner.email,
        before: { country: 'AU', regionId: 'uk', rateBasisPoints: 1000 },
        after: null,
      },
    ]);
    // The terminal's add-country is the same setter: one entry, the same action.
    expect((await run('add-country', 'AU', 'world', '0')).exitCode).toBe(0);
    expect((await trailOf('country', 'AU')).at(-1)).toMatchObject({
      action: 'region.add-country',
      staff_email: expect.stringMatching(/^terminal:/),
      before: null,
      after: { country: 'AU', regionId: 'world', rateBasisPoints: 0 },
    });
  });

  it('refuses a country checkout takes no address of, and one of another region', async () => {
    const refused = await send('POST', '/regions/uk/countries', { country: 'FR', rateBasisPoints: 2000 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { country: 'deliveryTerms.v.country' } });
    expect((await send('DELETE', '/regions/uk/countries/EG')).status).toBe(404);
  });

  it('removes an option (audited with its terms) and refuses the last a region offers', async () => {
    const removed = await send('DELETE', '/regions/uk/shipping/express');
    expect(removed.status).toBe(200);
    expect(regionIn(removed.body, 'uk')?.shipping.map((rate) => rate.option)).toEqual(['standard']);
    expect((await trailOf('region', 'uk')).at(-1)).toMatchObject({
      action: 'region.remove-shipping',
      before: { option: 'express', priceCents: expect.any(Number) },
      after: null,
    });
    await refusedByRules(send('DELETE', '/regions/uk/shipping/standard'), 'deliveryTerms.refused.lastOption', () =>
      trailOf('region', 'uk'),
    );
    expect((await send('DELETE', '/regions/uk/shipping/same-day')).status).toBe(404);
  });
});

describe('regions', () => {
  it('adds a region (201, audited), refuses its id twice, and countries before it offers an option', async () => {
    const added = await send('POST', '/regions', {
      id: 'eu',
      name: ' European  Union ',
      tax: 'vat-included',
      currency: 'EUR',
    });
    expect(added.status).toBe(201);
    expect(regionIn(added.body, 'eu')).toMatchObject({
      name: 'European Union',
      currency: 'EUR',
      tax: { kind: 'vat', included: true },
      countries: [],
      shipping: [],
    });
    expect(await trailOf('region', 'eu')).toEqual([
      {
        action: 'region.add-region',
        staff_email: owner.email,
        before: null,
        after: { id: 'eu', name: 'European Union', tax: { kind: 'vat', included: true }, currency: 'EUR' },
      },
    ]);
    const again = await send('POST', '/regions', { id: 'eu', name: 'Again', tax: 'tax-added', currency: 'USD' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: { id: 'deliveryTerms.refused.taken' } });
    expect(
      (await send('POST', '/regions', { id: 'Bad Id', name: 'x', tax: 'tax-added', currency: 'USD' })).status,
    ).toBe(400);
    await refusedByRules(
      send('POST', '/regions/eu/countries', { country: 'CA', rateBasisPoints: 0 }),
      'deliveryTerms.refused.noOptions',
      () => trailOf('country', 'CA'),
    );
  });

  it('refuses removing a region that holds countries; removes an empty one with its options', async () => {
    await refusedByRules(send('DELETE', '/regions/world'), 'deliveryTerms.refused.holdsCountries', () =>
      trailOf('region', 'world'),
    );
    expect(
      (await run('set-shipping', 'eu', 'standard', '--price', '9', '--days', '2-5', '--cutoff', '12')).exitCode,
    ).toBe(0);
    const removed = await send('DELETE', '/regions/eu');
    expect(removed.status).toBe(200);
    expect(regionIn(removed.body, 'eu')).toBeUndefined();
    expect((await trailOf('region', 'eu')).at(-1)).toMatchObject({
      action: 'region.remove-region',
      staff_email: owner.email,
      before: { id: 'eu', shipping: [{ option: 'standard', priceCents: 900 }] },
      after: null,
    });
    expect((await send('DELETE', '/regions/eu')).status).toBe(404);
  });

  it('refuses the last country the shop delivers to, and its last region', async () => {
    // A copy of the regions to put back: this test leaves the shop one region with one country.
    const regions = await t.db.query<{ id: string }>('SELECT id FROM regions');
    expect(regions.length).toBeGreaterThan(1);
    await t.db.query("DELETE FROM region_countries WHERE country <> 'EG'");
    await refusedByRules(send('DELETE', '/regions/egypt/countries/EG'), 'deliveryTerms.refused.lastCountry', () =>
      trailOf('country', 'EG'),
    );
    await t.db.query("DELETE FROM regions WHERE id <> 'egypt'");
    await refusedByRules(send('DELETE', '/regions/egypt'), 'deliveryTerms.refused.lastRegion', () =>
      trailOf('region', 'egypt'),
    );
    expect((await run('remove-region', 'egypt')).output).toContain("the shop's only region");
  });
});

describe('returns and cash on delivery', () => {
  it("sets a region's return address, instructions and pickups in one entry; the terminal's commands share it", async () => {
    const body = {
      returnAddress: 'Storefront Returns,\n14 Tahrir Street, Giza',
      returnInstructions: 'Pack the items in their box.',
      returnPickups: true,
    };
    const set = await send('PUT', '/regions/egypt/returns', body);
    expect(set.status).toBe(200);
    const after = {
      returnAddress: 'Storefront Returns, 14 Tahrir Street, Giza',
      returnInstructions: 'Pack the items in their box.',
      returnPickups: true,
    };
    expect(regionIn(set.body, 'egypt')).toMatchObject(after);
    expect((await trailOf('region', 'egypt')).at(-1)).toEqual({
      action: 'region.set-returns',
      staff_email: owner.email,
      before: { returnAddress: null, returnInstructions: null, returnPickups: false },
      after,
    });
    // The same again changes nothing and records nothing; a short address is refused.
    const trail = (await trailOf('region', 'egypt')).length;
    expect((await send('PUT', '/regions/egypt/returns', body)).status).toBe(200);
    const short = await send('PUT', '/regions/egypt/returns', { ...body, returnAddress: 'Giza' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errors: { returnAddress: 'deliveryTerms.v.returnAddress' } });
    expect(await trailOf('region', 'egypt')).toHaveLength(trail);
    expect((await run('set-return-pickups', 'egypt', 'off')).exitCode).toBe(0);
    expect((await trailOf('region', 'egypt')).at(-1)).toMatchObject({
      action: 'region.set-returns',
      staff_email: expect.stringMatching(/^terminal:/),
      after: { ...after, returnPickups: false },
    });
  });

  it('sets cash on delivery with order limits in minor units, refuses a most under the least', async () => {
    const url = '/regions/egypt/cash-on-delivery';
    const set = await send('PUT', url, {
      enabled: true,
      feeCents: 1500,
      minOrderCents: 10_000,
      maxOrderCents: 500_000,
    });
    expect(set.status).toBe(200);
    expect(regionIn(set.body, 'egypt')).toMatchObject({
      cashOnDeliveryFeeCents: 1500,
      codMinOrderCents: 10_000,
      codMaxOrderCents: 500_000,
    });
    expect((await trailOf('region', 'egypt')).at(-1)).toMatchObject({
      action: 'region.set-cod',
      after: { feeCents: 1500, minOrderCents: 10_000, maxOrderCents: 500_000 },
    });
    const trail = (await trailOf('region', 'egypt')).length;
    const backwards = await send('PUT', url, { enabled: true, feeCents: 0, minOrderCents: 900, maxOrderCents: 800 });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ errors: { maxOrderCents: 'deliveryTerms.v.codLimits' } });
    expect(await trailOf('region', 'egypt')).toHaveLength(trail);
    // The terminal keeps them when it does not name them, and lists them.
    expect((await run('set-cod', 'egypt', 'on', '--fee', '20')).exitCode).toBe(0);
    expect((await run('list')).output).toContain(
      'online or cash on delivery (fee EGP 20.00, orders from EGP 100.00, orders up to EGP 5,000.00)',
    );
    // A region charging in another currency converts its limits with its amounts.
    await t.db.query("UPDATE exchange_rates SET units_per_usd = 50, set_at = now() WHERE currency = 'EGP'");
    expect((await run('set-currency', 'egypt', 'USD')).exitCode).toBe(0);
    expect(regionIn((await send('GET', '')).body, 'egypt')).toMatchObject({
      codMinOrderCents: 200,
      codMaxOrderCents: 10_000,
    });
  });
});

describe('who may', () => {
  it('is for owners: support gets 403 and nothing changes', async () => {
    const { token } = await createTestStaff(t, 'support');
    const trail = (await trailOf('region', 'egypt')).length;
    expect((await send('PUT', `/regions/egypt/holidays/${daysAhead(9)}`, { name: 'No' }, token)).status).toBe(403);
    expect((await send('DELETE', '/regions/egypt', undefined, token)).status).toBe(403);
    expect(await trailOf('region', 'egypt')).toHaveLength(trail);
  });
});
