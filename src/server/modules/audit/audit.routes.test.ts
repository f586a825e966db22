import { parse } from 'csv-parse/sync';
import { createTestStaff } from '../staff/test-support';
import { call } from '../auth/test-support';
import { withTestApp } from '../../test/harness';
import { recordAudit } from './audit-log';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();

describe('the audit trail', () => {
  it('records staff actions with who, when, where, what, before and after; owners read and filter it', async () => {
    const owner = await createTestStaff(t, 'owner');
    const support = await createTestStaff(t, 'support');
    await call(t, 'DELETE', `/api/admin/staff/${support.id}/sessions`, { token: owner.token, ip: '10.9.8.7' });

    const list = await call(t, 'GET', `/api/admin/audit?staff=${encodeURIComponent(owner.email.toUpperCase())}`, {
      token: owner.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      total: 1,
      rows: [
        expect.objectContaining({
          staffId: owner.id,
          staffEmail: owner.email,
          ip: '10.9.8.7',
          action: 'staff.end-sessions',
          objectType: 'staff',
          objectId: support.id,
          before: null,
          after: { ended: 1 },
          at: t.clock.now().toISOString(),
        }),
      ],
    });
    const byObject = await call(t, 'GET', `/api/admin/audit?objectType=staff&objectId=${support.id}`, {
      token: owner.token,
    });
    expect((byObject.body.rows as unknown[]).length).toBe(1);
    const day = t.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(
      ((await call(t, 'GET', `/api/admin/audit?from=${day}&to=${day}`, { token: owner.token })).body.total as number) >
        0,
    ).toBe(true);
    expect((await call(t, 'GET', `/api/admin/audit?from=${tomorrow}`, { token: owner.token })).body.total).toBe(0);
  });

  it('is read by owners only', async () => {
    for (const role of ['support', 'catalogue'] as const) {
      const member = await createTestStaff(t, role);
      expect((await call(t, 'GET', '/api/admin/audit', { token: member.token })).status).toBe(403);
      expect((await call(t, 'GET', '/api/admin/audit.csv', { token: member.token })).status).toBe(403);
    }
  });

  it('exports CSV that a spreadsheet reads as text, never as a formula', async () => {
    const owner = await createTestStaff(t, 'owner');
    await recordAudit(
      t.db,
      { id: owner.id, email: owner.email, ip: '10.1.1.1' },
      {
        action: 'order.note',
        objectType: 'order',
        objectId: '=HYPERLINK("http://evil")',
        after: { body: 'a, "quoted" note' },
      },
      t.clock.now(),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?objectType=order',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual(['at', 'staff', 'ip', 'action', 'object type', 'object id', 'before', 'after']);
    expect(rows[1]).toEqual([
      t.clock.now().toISOString(),
      owner.email,
      '10.1.1.1',
      'order.note',
      'order',
      `'=HYPERLINK("http://evil")`,
      '',
      '{"body":"a, \\"quoted\\" note"}',
    ]);
  });

  it.each([' =1+1', '\n=1+1', '\uFF1D1+1', '\uFF20SUM(A1)', ' \t-2+3', '\r@x'])(
    'exports %p, a formula behind spaces or in full-width signs, as text',
    async (typed) => {
      const owner = await createTestStaff(t, 'owner');
      const objectId = `formula-${owner.id}`;
      await recordAudit(
        t.db,
        { id: null, email: typed, ip: '' },
        { action: 'staff.sign-in-failed', objectType: 'staff', objectId },
        t.clock.now(),
      );
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit.csv?objectId=${objectId}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const rows = parse(response.body) as string[][];
      expect(rows[1]?.[1]).toBe(`'${typed}`);
    },
  );

  it('cannot be changed or deleted, by anyone, through the database itself', async () => {
    const owner = await createTestStaff(t, 'owner');
    await recordAudit(
      t.db,
      { id: owner.id, email: owner.email, ip: '' },
      { action: 'x.y', objectType: 'x', objectId: '1' },
      t.clock.now(),
    );
    await expect(t.db.query("UPDATE audit_log SET action = 'forged'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'forged'");
    expect(row?.n).toBe(0);
  });
});
