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
 * The cart reminder (issue 53, decisions 0120 and 0121), in `locale`: the shopper greeted by name (a guest
 * without one), the cart's lines ("2 × Classic shirt — Black / M"), a link back, and why it comes once. The
 * link is the cart page in that language, or a guest's `link` that puts their cart back on the device. Only
 * its words: the caller queues it with enqueueMarketingMail.
 */
export function cartReminderMail(
  name: string | undefined,
  lines: readonly RemindedLine[],
  locale: Locale,
  publicUrl: string,
  link = `${publicUrl}${localizedPath('/cart', locale)}`,
): MarketingMailBody {
  const intl = textIntl(locale);
  return marketingMailBody({
    subject: intl.formatMessage({ id: 'mail.cartReminder.subject' }),
    greeting:
      name === undefined
        ? intl.formatMessage({ id: 'mail.cartReminder.greetingGuest' })
        : intl.formatMessage({ id: 'mail.cartReminder.greeting' }, { name }),
    body: intl.formatMessage({ id: 'mail.cartReminder.body' }),
    list: lines.map((line) => ({ lead: `${line.quantity} × `, name: lineTitle(line.title, line.variantLabel) })),
    link: { label: intl.formatMessage({ id: 'mail.cartReminder.link' }), href: link },
    footer: intl.formatMessage({ id: 'mail.cartReminder.footer' }),
  });
}
