import type { Database } from '../../db/database';
import { escapeHtml } from '../../escape-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { SHOP_NAME } from '../../../universal/shop-name';
import type { StaffRole } from '../../../universal/staff-roles';
import { type AuditActor, recordAudit } from '../audit';
import { PASSWORD_LINK_HOURS, staffPasswordLinks } from './password-links';
import { type StaffAccount, staffRepository } from './staff-repository';

/** Where a set-password link opens. */
export const setPasswordUrl = (publicUrl: string, token: string): string => `${publicUrl}/admin/set-password/${token}`;

function inviteMail(member: StaffAccount, link: string): OutgoingMail {
  const lines = [
    `You have been given a ${member.role} account on the ${SHOP_NAME} console.`,
    `Open this link to choose your password. It works once, for ${PASSWORD_LINK_HOURS} hours:`,
  ];
  return {
    to: member.email,
    subject: `Your ${SHOP_NAME} console account`,
    text: [`Hello ${member.name || member.email},`, '', ...lines, '', link, '', SHOP_NAME].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(member.name || member.email)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Choose your password</a></p>`,
      `<p>${escapeHtml(SHOP_NAME)}</p>`,
    ].join('\n'),
  };
}

export type AddResult = { ok: true; member: StaffAccount; link: string } | { ok: false; reason: 'taken' };

/**
 * Adds a staff member and mails them a one-use link to set their password (the outbox sends it where
 * mail is set up); the link is also answered, for the terminal to print. The member, the link, the mail
 * and the audit entry are one transaction. Both `npm run staff -- add` and the owner's invitation come here.
 */
export async function addStaffMember(
  db: Database,
  actor: AuditActor,
  details: { email: string; name: string; role: StaffRole },
  publicUrl: string,
  now: Date,
): Promise<AddResult> {
  return db.transaction(async (tx) => {
    const member = await staffRepository(tx).add(details, now);
    if (!member) return { ok: false, reason: 'taken' };
    const link = setPasswordUrl(publicUrl, await staffPasswordLinks(tx).issue(member.id, now));
    await enqueueMail(tx, inviteMail(member, link));
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
