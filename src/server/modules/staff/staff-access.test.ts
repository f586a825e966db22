import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '../../../universal/contracts/endpoint';
import { STAFF_ROLES, type StaffRole } from '../../../universal/staff-roles';
import { createTestUser, withTestApp } from '../../test/harness';
import { discoverEndpoints, endpointName } from '../../test/reliability/fuzz/endpoints';
import { staffSessions } from './staff-sessions';
import { createTestStaff } from './test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/** Every endpoint contract of the console, read from src/universal/contracts/admin: the matrix's rows. */
function consoleContracts(): Endpoint[] {
  const dir = path.resolve(__dirname, '../../../universal/contracts/admin');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => Object.values(jest.requireActual<Record<string, unknown>>(path.join(dir, file))))
    .filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'access' in value && 'schema' in value,
    );
}

const openApiPath = (contractPath: string) => contractPath.replace(/:(\w+)/g, '{$1}');
/**
 * A URL for a contract's path: a staff member's own id on the staff routes (a member may manage their own
 * sessions), elsewhere ids that exist nowhere (the role check comes before any lookup).
 */
const urlOf = (contractPath: string, ownId = '00000000-0000-4000-8000-000000000000') =>
  contractPath.replace(/:(\w+)/g, (_, name: string) =>
    name !== 'id' ? 'x' : contractPath.startsWith('/api/admin/staff/') ? ownId : '00000000-0000-4000-8000-000000000000',
  );

const t = withTestApp();
let shopperToken: string;
let ids: Record<StaffRole, string>;
beforeAll(async () => {
  const members = await Promise.all(STAFF_ROLES.map((role) => createTestStaff(t, role)));
  ids = Object.fromEntries(members.map((member) => [member.role, member.id])) as Record<StaffRole, string>;
  shopperToken = (await createTestUser(t.ctx)).token;
});

const staffOnly = () => consoleContracts().filter((endpoint) => endpoint.access === 'staff');

/** A session of its own for each call: some routes (sign-out, ending one's sessions) end the caller's. */
const freshToken = (role: StaffRole) =>
  staffSessions(t.db).start(t.ctx.tokenKeys.signing, ids[role], { ip: '127.0.0.1' }, t.clock.now());

describe('the console: every role against every route', () => {
  it('routes every console contract, and every /api/admin route has one', async () => {
    const routed = (await discoverEndpoints(t)).filter((endpoint) => endpoint.path.startsWith('/api/admin/'));
    const contracts = consoleContracts().map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    expect(routed.map(endpointName).sort()).toEqual([...contracts].sort());
    // Each one is either one of the four sign-in steps or declares the staff scheme.
    expect(
      routed
        .filter((endpoint) => !endpoint.staff)
        .map(endpointName)
        .sort(),
    ).toEqual([
      'GET /api/admin/auth/password/{token}',
      'POST /api/admin/auth/second-step',
      'POST /api/admin/auth/sign-in',
      'PUT /api/admin/auth/password/{token}',
    ]);
    expect(staffOnly().length).toBeGreaterThan(10);
  });

  it.each(STAFF_ROLES)("lets %s call exactly its contracts' routes", async (role) => {
    const answers: string[] = [];
    for (const endpoint of staffOnly()) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint.path, ids[role]),
        headers: { authorization: `Bearer ${await freshToken(role)}` },
        ...(endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && { payload: {} }),
      });
      const allowed = endpoint.roles?.includes(role) ?? false;
      const refused = response.statusCode === 403 || response.statusCode === 401;
      if (allowed === refused) answers.push(`${endpoint.method} ${endpoint.path}: ${response.statusCode}`);
      if (!allowed) expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(answers).toEqual([]);
  });

  it.each(['shopper', 'none'] as const)('refuses every staff route with %s token as 401', async (who) => {
    for (const endpoint of staffOnly()) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint.path),
        headers: who === 'shopper' ? { authorization: `Bearer ${shopperToken}` } : {},
      });
      expect(`${endpoint.method} ${endpoint.path}: ${response.statusCode}`).toBe(
        `${endpoint.method} ${endpoint.path}: 401`,
      );
    }
  });
});
