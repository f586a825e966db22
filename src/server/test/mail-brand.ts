import type { MailBrand } from '../mail/mail-html';
import { NO_SELLER_DETAILS } from '../modules/legal';

/** The brand mails are laid out with in tests that build a mail without a database: no seller set. */
export const TEST_BRAND: MailBrand = {
  publicUrl: 'https://shop.example',
  supportEmail: 'help@shop.example',
  seller: NO_SELLER_DETAILS,
};
