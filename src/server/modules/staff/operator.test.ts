import { uniqueEmail } from '../auth/test-support';
import { withTestApp } from '../../test/harness';
import { runStaffCommand } from './operator';

const t = withTestApp();

const staff = (...args: string[]) =>
  runStaffCommand(t.db, args, t.clock.now(), { publicUrl: 'https://shop.example', supportEmail: 'help@shop.example' });

describe('npm run staff', () => {
  it('adds the first owner with a one-time link, recorded as done from the terminal', async () => {
    expect((await staff('list')).output).toMatch(/^no staff members yet/);
    const email = uniqueEmail('owner');
    const added = await staff('add', email, '--role', 'owner', '--name', 'Salma Nabil');
    expect(added.exitCode).toBe(0);
    expect(added.output).toMatch(new RegExp(`^${email} is now a staff member \\(owner\\)\\.`));
    expect(added.output).toMatch(/\nhttps:\/\/shop\.example\/admin\/set-password\/[\w-]{43}$/);
    expect((await staff('list')).output).toMatch(new RegExp(`${email}\\s+owner\\s+invited\\s+off\\s+0`));
    const [entry] = await t.db.query<{ staff_email: string; action: string }>(
      "SELECT staff_email, action FROM audit_log WHERE action = 'staff.add'",
    );
    expect(entry?.staff_email).toMatch(/^terminal:/);

    const again = await staff('add', email.toUpperCase(), '--role', 'support');
    expect(again).toEqual({ exitCode: 1, output: `${email.toUpperCase()} is already a staff member (see list).` });
    const link = await staff('password-link', email);
    expect(link.output).toMatch(/\/admin\/set-password\/[\w-]{43}$/);
    expect(link.output.split('/').at(-1)).not.toBe(added.output.split('/').at(-1));
  });

  it('refuses what is not a command, an email, a role or a name, with the usage', async () => {
    for (const args of [
      [],
      ['fire', 'someone'],
      ['add'],
      ['add', 'not-an-email', '--role', 'owner'],
      ['add', uniqueEmail(), '--role', 'admin'],
      ['add', uniqueEmail(), '--role', 'support', '--name', '12'],
    ]) {
      const result = await staff(...args);
      expect(result.exitCode).toBe(2);
      expect(result.output).toContain('Usage:\n  npm run staff -- add <email> --role <owner|catalogue|support>');
    }
    expect(await staff('password-link', 'nobody@example.com')).toEqual({
      exitCode: 1,
      output: 'no staff member nobody@example.com',
    });
  });
});
