import type { Database } from '../../db/database';
import { accountMail } from '../../mail/link-mail';
import type { MailBrand, MailSender } from '../../mail/mail-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { DEFAULT_LOCALE, type Locale } from '../../../universal/i18n/locale';
import type { StaffRole } from '../../../universal/staff-roles';
import { type AuditActor, recordAudit } from '../audit';
import { mailBrand } from '../seller';
import { PASSWORD_LINK_HOURS, staffPasswordLinks } from './password-links';
import { type StaffAccount, staffRepository } from './staff-repository';

/** Where a set-password link opens. */
export const setPasswordUrl = (publicUrl: string, token: string): string => `${publicUrl}/admin/set-password/${token}`;

/**
 * The invitation, in the layout and in `locale`: the console's language of the owner who invites (staff
 * have no language of their own; the terminal's is the shop's default), through the account mails' builder.
 */
export function staffInviteMail(
  member: Pick<StaffAccount, 'email' | 'name' | 'role'>,
  brand: MailBrand,
  locale: Locale,
  link: string,
): OutgoingMail {
  return accountMail(brand, locale, member.email, 'staffInvite', link, {
    greeting: { name: member.name || member.email },
    lines: [
      ['mail.staffInvite.body', { role: member.role }],
      ['mail.staffInvite.howTo', { hours: PASSWORD_LINK_HOURS }],
    ],
  });
}

export type AddResult = { ok: true; member: StaffAccount; link: string } | { ok: false; reason: 'taken' };

/**
 * Adds a staff member and mails them a one-use link to set their password (the outbox sends it where
 * mail is set up), in `locale`; the link is also answered, for the terminal to print. The member, the
 * link, the mail and the audit entry are one transaction. Both `npm run staff -- add` and the owner's
 * invitation come here.
 */
export async function addStaffMember(
  db: Database,
  actor: AuditActor,
  details: { email: string; name: string; role: StaffRole },
  sender: MailSender,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<AddResult> {
  return db.transaction(async (tx) => {
    const member = await staffRepository(tx).add(details, now);
    if (!member) return { ok: false, reason: 'taken' };
    const link = setPasswordUrl(sender.publicUrl, await staffPasswordLinks(tx).issue(member.id, now));
    await enqueueMail(tx, staffInviteMail(member, await mailBrand(tx, sender), locale, link));
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.add',
        objectType: 'staff',
        objectId: member.id,
        after: { email: member.email, role: member.role },
      },
      now,
    );
    return { ok: true, member, link };
  });
}
