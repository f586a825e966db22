import { createTestApp, createTestUser, type TestApp } from '../harness';
import { prepareBase } from './fuzz/bases';
import { generateCases } from './fuzz/cases';
import { discoverEndpoints, type Endpoint, endpointName } from './fuzz/endpoints';
import { createPrng, seedFromEnv } from './fuzz/prng';
import { emptyStats, runEndpointCases } from './fuzz/runner';
import { recordFigures } from './figures';

// Hundreds of well-formed account requests: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('./cheap-argon2').cheapArgon2());

/**
 * Generated bad input to every /api and /catalog endpoint the app routes. Replay a run with
 * FUZZ_SEED=<seed>; FUZZ_SCALE=10 draws ten times as many values per field (see docs/reliability.md).
 */
const SEED = seedFromEnv();
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);
const MIN_CASES = 2000;
const MIN_CASES_PER_ENDPOINT = 20;

jest.setTimeout(300_000 * SCALE);

describe(`hostile input (FUZZ_SEED=${SEED}, FUZZ_SCALE=${SCALE})`, () => {
  let t: TestApp;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    process.stdout.write(`hostile-input suite: FUZZ_SEED=${SEED} FUZZ_SCALE=${SCALE}\n`);
    t = await createTestApp();
    endpoints = await discoverEndpoints(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds every API and catalogue route from the app itself, including ones the OpenAPI document hides', () => {
    const names = endpoints.map(endpointName);
    for (const known of [
      'POST /api/auth/register',
      'PUT /api/user/change-password',
      'POST /api/cart/add',
      'DELETE /api/cart/clear',
      'POST /api/wishlist/add',
      'POST /api/orders/checkout',
      'GET /api/orders/{id}',
      'GET /catalog/products/{id}',
      'GET /catalog/images/{file}',
    ]) {
      expect(names).toContain(known);
    }
    expect(names.some((name) => name.includes('/api/docs'))).toBe(false);
  });

  it(`answers at least ${MIN_CASES} generated bad requests with 4xx JSON messages, never a 5xx or a hang, changing nothing when refusing`, async () => {
    const prng = createPrng(SEED);
    const stats = emptyStats();
    const perEndpoint: Record<string, number> = {};
    const started = Date.now();
    for (const endpoint of endpoints) {
      const base = await prepareBase(t, endpoint);
      const cases = generateCases(endpoint, base, prng, SCALE);
      perEndpoint[endpointName(endpoint)] = cases.length;
      await runEndpointCases(t, base, cases, stats, endpoint.hidden);
    }
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `hostile-input: ${stats.cases} cases on ${endpoints.length} endpoints in ${seconds.toFixed(1)} s ` +
        `(${stats.rejected} refused, ${stats.accepted} accepted, ${stats.snapshots} database snapshots compared); statuses ${JSON.stringify(stats.byStatus)}\n`,
    );
    recordFigures('hostile-input', {
      seed: SEED,
      scale: SCALE,
      endpoints: endpoints.length,
      seconds,
      ...stats,
      problems: stats.problems.length,
    });

    expect(stats.problems.slice(0, 40)).toEqual([]);
    const thin = Object.entries(perEndpoint).filter(([, count]) => count < MIN_CASES_PER_ENDPOINT);
    expect(thin).toEqual([]);
    expect(stats.cases).toBeGreaterThanOrEqual(MIN_CASES);
  });

  it('is still answering, with the catalogue and a signed-in cart, afterwards', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    const shopper = await createTestUser(t.ctx);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.headers,
      // A product sold as one variant, added by its id.
      payload: { productId: '4', quantity: 2 },
    });
    expect(add.json()).toEqual({ items: [{ productId: '4', sku: 'P4', quantity: 2 }], version: expect.any(Number) });
    const products = await t.app.inject({ method: 'GET', url: '/catalog/products?limit=3' });
    expect(products.json()).toHaveLength(3);
  });

  it('answers a burst that trips the attempt limits with 429 and a JSON message, not a failure', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.99.99.99',
        payload: { email: 'nobody@example.com', password: `{"$gt":""}${i}` },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json<{ message: string }>().message).toMatch(/Too many attempts/);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      }
    }
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});
