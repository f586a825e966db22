import { marketingMailBody, type MarketingMailBody } from '../../mail-preferences';
import { textIntl } from '../../../../universal/i18n/text-intl';
import { type Locale, localizedPath } from '../../../../universal/i18n/locale';
import { lineTitle, variantPath } from '../../../../universal/variants';
import { type AlertVariant, variantWordsIn } from './repository';

/**
 * The back-in-stock mail (issue 53), in `locale`: the product and variant named in it, a link to the product
 * page in it with that variant chosen, and why it comes once. Only its words: the caller queues it with enqueueMarketingMail.
 */
export function stockAlertMail(variant: AlertVariant, locale: Locale, publicUrl: string): MarketingMailBody {
  const intl = textIntl(locale);
  const { title, label } = variantWordsIn(variant, locale);
  const item = lineTitle(title, label || undefined);
  const link = `${publicUrl}${localizedPath(variantPath(variant.productId, variant), locale)}`;
  return marketingMailBody({
    subject: intl.formatMessage({ id: 'mail.stockAlert.subject' }, { title }),
    greeting: intl.formatMessage({ id: 'mail.stockAlert.greeting' }),
    body: intl.formatMessage({ id: 'mail.stockAlert.body' }, { item }),
    link: { label: intl.formatMessage({ id: 'mail.stockAlert.link' }), href: link },
    footer: intl.formatMessage({ id: 'mail.stockAlert.footer' }),
  });
}
