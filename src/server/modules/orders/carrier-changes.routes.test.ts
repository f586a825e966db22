import type { CarrierRow } from '../../../universal/contracts/admin/delivery-terms';
import { auditEntries } from '../audit/test-support';
import { call } from '../auth/test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { createTestUser, withTestApp } from '../../test/harness';
import { placeTestOrder } from '../../test/checkout-test-support';
import { OPERATOR_TOOLS } from '../../operator/tools';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Carriers from the console (decision 0128): listed by name and paged on the server, added, given a new template
 * and removed through the setters `npm run orders -- set-carrier | remove-carrier` call, one entry each; a
 * template is an https:// address with {number}; a carrier an order was shipped with stays.
 */
const t = withTestApp();
let owner: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(t, 'owner');
});

const CARRIERS = '/api/admin/delivery-terms/carriers';
const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, token = owner.token) =>
  call(t, method, url, { token, ...(body !== undefined && { body }) });
const orders = (...args: string[]) =>
  OPERATOR_TOOLS.orders.run(args, t.db, { config: t.ctx.config, now: t.clock.now() });
const BOSTA = 'https://bosta.co/tracking-shipments?shipment-number={number}';

it('lists the carriers by name, a page at a time, with whether orders name them', async () => {
  const first = await send('GET', `${CARRIERS}?pageSize=2`);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ total: 5, rows: [{ name: 'Aramex', inUse: false }, { name: 'DHL' }] });
  const last = await send('GET', `${CARRIERS}?pageSize=2&page=2`);
  expect((last.body.rows as CarrierRow[]).map((row) => row.name)).toEqual(['UPS']);
});

it('adds a carrier, changes its template and removes it, one entry each, the same the terminal writes', async () => {
  const added = await send('POST', CARRIERS, { name: ' Bosta ', trackingUrlTemplate: BOSTA });
  expect(added.status).toBe(201);
  expect(added.body).toEqual({ name: 'Bosta', trackingUrlTemplate: BOSTA, inUse: false });
  // A name taken in any case is refused on the name; a change of one there is not is 404.
  const twice = await send('POST', CARRIERS, { name: 'BOSTA', trackingUrlTemplate: BOSTA });
  expect(twice.status).toBe(400);
  expect(twice.body).toMatchObject({ errors: { name: 'carriers.refused.exists' } });
  expect((await send('PUT', `${CARRIERS}/Nobody`, { trackingUrlTemplate: BOSTA })).status).toBe(404);

  const template = 'https://bosta.co/en/track/{number}';
  const changed = await send('PUT', `${CARRIERS}/bosta`, { trackingUrlTemplate: template });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({ name: 'Bosta', trackingUrlTemplate: template });
  expect((await orders('set-carrier', 'Bosta', BOSTA)).exitCode).toBe(0);
  expect((await send('DELETE', `${CARRIERS}/Bosta`)).status).toBe(200);

  const entries = await auditEntries(t.db, 'carrier', 'Bosta');
  expect(entries).toEqual([
    { action: 'carrier.set', staff_email: owner.email, before: null, after: { trackingUrlTemplate: BOSTA } },
    {
      action: 'carrier.set',
      staff_email: owner.email,
      before: { trackingUrlTemplate: BOSTA },
      after: { trackingUrlTemplate: template },
    },
    {
      action: 'carrier.set',
      staff_email: expect.stringMatching(/^terminal:/),
      before: { trackingUrlTemplate: template },
      after: { trackingUrlTemplate: BOSTA },
    },
    { action: 'carrier.remove', staff_email: owner.email, before: { trackingUrlTemplate: BOSTA }, after: null },
  ]);
  expect((await orders('carriers')).output).not.toContain('Bosta');
});

it.each([
  ['http://bosta.co/{number}'],
  ['https://bosta.co/track'],
  ['javascript:alert(1)//{number}'],
  ['https://{number}.example/track'],
])('refuses the template %s on the field, writing nothing', async (template) => {
  const refused = await send('POST', CARRIERS, { name: 'Mylerz', trackingUrlTemplate: template });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ errors: { trackingUrlTemplate: 'carriers.v.template' } });
  expect(await auditEntries(t.db, 'carrier', 'Mylerz')).toEqual([]);
});

it('keeps a carrier an order was shipped with, from the console and the terminal alike', async () => {
  const user = await createTestUser(t.ctx);
  const order = await placeTestOrder(t, user);
  expect((await orders('ship', order._id, '--carrier', 'ups', '--tracking', '1Z999')).exitCode).toBe(0);
  const listed = await send('GET', `${CARRIERS}?pageSize=100`);
  expect((listed.body.rows as CarrierRow[]).find((row) => row.name === 'UPS')?.inUse).toBe(true);

  const refused = await send('DELETE', `${CARRIERS}/UPS`);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'CONFLICT', messageId: 'carriers.refused.inUse' });
  const terminal = await orders('remove-carrier', 'UPS');
  expect(terminal.exitCode).toBe(1);
  expect(terminal.output).toContain('their tracking links need it');
  expect(await auditEntries(t.db, 'carrier', 'UPS')).toEqual([]);
  expect((await send('DELETE', `${CARRIERS}/Nobody`)).status).toBe(404);
});

it('is for owners: support may list carriers to ship with, not change them', async () => {
  const { token } = await createTestStaff(t, 'support');
  expect((await send('GET', '/api/admin/carriers', undefined, token)).status).toBe(200);
  expect((await send('GET', CARRIERS, undefined, token)).status).toBe(403);
  expect((await send('DELETE', `${CARRIERS}/Aramex`, undefined, token)).status).toBe(403);
});
