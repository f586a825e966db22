import type { Database } from '../../db/database';
import type { MailSender } from '../../mail/mail-html';
import { alignedColumns, commandArguments, type CommandResult, usageError } from '../../operator-command';
import { isStaffRole, STAFF_ROLES } from '../../../universal/staff-roles';
import { emailField, nameField } from '../../../universal/validation/auth-schemas';
import { recordAudit, terminalActor } from '../audit';
import { PASSWORD_LINK_HOURS, staffPasswordLinks } from './password-links';
import { addStaffMember, setPasswordUrl } from './staff-members';
import { staffRepository } from './staff-repository';

export const STAFF_USAGE = `Usage:
  npm run staff -- add <email> --role <${STAFF_ROLES.join('|')}> [--name <name>]
                                  adds a staff member and prints a one-time link (${PASSWORD_LINK_HOURS} hours) to set
                                  their password; it is mailed too where mail is set up. The first owner is
                                  made this way; owners invite the others from the console (/admin/staff).
  npm run staff -- list           every staff member, their role and state
  npm run staff -- password-link <email>
                                  a new one-time link to set a member's password (a forgotten one)`;

const usage = (problem: string): CommandResult => usageError(problem, STAFF_USAGE);

/** `npm run staff -- …` (issue 35), on any database: the CLI and the running server both come here. */
export async function runStaffCommand(
  db: Database,
  args: string[],
  now: Date,
  sender: MailSender,
): Promise<CommandResult> {
  const { publicUrl } = sender;
  const [command, ...rest] = args;
  const members = staffRepository(db);

  if (command === 'add') {
    const parsed = commandArguments(rest, { values: ['--role', '--name'] });
    if (typeof parsed === 'string') return usage(`add: ${parsed}.`);
    const [email] = parsed.positional;
    const role = parsed.values.get('--role');
    const name = parsed.values.get('--name') ?? '';
    if (!email) return usage('add needs an email.');
    if (!emailField.isValidSync(email)) return usage(`${JSON.stringify(email)} is not an email address.`);
    if (!isStaffRole(role)) return usage(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
    if (name && !nameField.isValidSync(name))
      return usage(`${JSON.stringify(name)} is not a name (letters of any script, 2 or more).`);
    const result = await addStaffMember(db, terminalActor(), { email, name, role }, sender, now);
    if (!result.ok) return { exitCode: 1, output: `${email} is already a staff member (see list).` };
    return {
      exitCode: 0,
      output: [
        `${result.member.email} is now a staff member (${role}).`,
        `Their link to set a password (once, within ${PASSWORD_LINK_HOURS} hours; also mailed where mail is set up):`,
        result.link,
      ].join('\n'),
    };
  }

  if (command === 'list') {
    const all = await members.list(now);
    if (all.length === 0) return { exitCode: 0, output: 'no staff members yet: add the first owner with `add`' };
    const rows = all.map((member) => [
      member.email,
      member.role,
      member.disabled ? 'disabled' : member.invited ? 'invited' : 'active',
      member.twoStep ? 'on' : 'off',
      String(member.sessions),
    ]);
    return { exitCode: 0, output: alignedColumns(['EMAIL', 'ROLE', 'STATE', 'TWO-STEP', 'SESSIONS'], rows).join('\n') };
  }

  if (command === 'password-link') {
    const [email] = rest;
    if (!email) return usage('password-link needs an email.');
    const member = await members.byEmail(email);
    if (!member) return { exitCode: 1, output: `no staff member ${email}` };
    const link = await db.transaction(async (tx) => {
      const token = await staffPasswordLinks(tx).issue(member.id, now);
      await recordAudit(
        tx,
        terminalActor(),
        { action: 'staff.password-link', objectType: 'staff', objectId: member.id },
        now,
      );
      return setPasswordUrl(publicUrl, token);
    });
    return {
      exitCode: 0,
      output: `A link for ${member.email} to set a password (once, within ${PASSWORD_LINK_HOURS} hours):\n${link}`,
    };
  }

  return usage(command ? `Unknown command ${JSON.stringify(command)}.` : 'Which command?');
}
