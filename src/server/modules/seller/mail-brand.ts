import type { Queryable } from '../../db/database';
import type { MailBrand, MailSender } from '../../mail/mail-html';
import { sellerDetailsStore } from './seller-details';

/** The brand every mail is laid out with, read in the sender's transaction (the seller's details as set). */
export async function mailBrand(db: Queryable, sender: MailSender): Promise<MailBrand> {
  return { publicUrl: sender.publicUrl, supportEmail: sender.supportEmail, seller: await sellerDetailsStore(db).get() };
}
