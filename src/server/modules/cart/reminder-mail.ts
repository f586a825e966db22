import { marketingMailBody, type MarketingMailBody } from '../mail-preferences';
import { textIntl } from '../../../universal/i18n/text-intl';
import { type Locale, localizedPath } from '../../../universal/i18n/locale';
import { lineTitle } from '../../../universal/variants';
import type { LineWords } from '../../../universal/contracts/order';

/** A line of the reminded cart as the mail names it: its words in the mail's language, and its units. */
export interface RemindedLine extends LineWords {
  quantity: number;
}

/**
 * The cart reminder (issue 53, decision 0120), in `locale`: the shopper greeted by name, the cart's lines
 * ("2 × Classic shirt — Black / M"), a link to the cart page in that language, and why it comes once. Only
 * its words: the caller queues it with enqueueMarketingMail.
 */
export function cartReminderMail(
  name: string,
  lines: readonly RemindedLine[],
  locale: Locale,
  publicUrl: string,
): MarketingMailBody {
  const intl = textIntl(locale);
  const link = `${publicUrl}${localizedPath('/cart', locale)}`;
  return marketingMailBody({
    subject: intl.formatMessage({ id: 'mail.cartReminder.subject' }),
    greeting: intl.formatMessage({ id: 'mail.cartReminder.greeting' }, { name }),
    body: intl.formatMessage({ id: 'mail.cartReminder.body' }),
    list: lines.map((line) => ({ lead: `${line.quantity} × `, name: lineTitle(line.title, line.variantLabel) })),
    link: { label: intl.formatMessage({ id: 'mail.cartReminder.link' }), href: link },
    footer: intl.formatMessage({ id: 'mail.cartReminder.footer' }),
  });
}
