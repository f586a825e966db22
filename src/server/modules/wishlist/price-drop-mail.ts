import { marketingMailBody, type MarketingMailBody } from '../mail-preferences';
import { textIntl } from '../../../universal/i18n/text-intl';
import { type Locale, localizedPath } from '../../../universal/i18n/locale';
import { formatMoney } from '../../../universal/i18n/money';
import { lineTitle, variantLabel, variantPath } from '../../../universal/variants';
import type { Product, Variant } from '../../../universal/contracts/catalogue';

/** What fell: the variant (its product read in the mail's language) and its old and new price in `currency`. */
export interface PriceDrop {
  product: Product;
  variant: Variant;
  currency: string;
  oldMinor: number;
  newMinor: number;
}

/**
 * The price-drop mail (issue 53), in `locale`: the wish-listed item named in it, its price before and now in
 * the shopper's currency written in that language, and a link to the product page in it with the variant
 * chosen. Only its words: the caller queues it with enqueueMarketingMail.
 */
export function priceDropMail(drop: PriceDrop, locale: Locale, publicUrl: string): MarketingMailBody {
  const intl = textIntl(locale);
  const { product, variant } = drop;
  const item = lineTitle(product.title, variantLabel(product, variant) || undefined);
  const link = `${publicUrl}${localizedPath(variantPath(product.id, variant), locale)}`;
  const prices = {
    was: formatMoney(drop.oldMinor, drop.currency, locale),
    now: formatMoney(drop.newMinor, drop.currency, locale),
  };
  return marketingMailBody({
    subject: intl.formatMessage({ id: 'mail.priceDrop.subject' }, { title: product.title, now: prices.now }),
    greeting: intl.formatMessage({ id: 'mail.priceDrop.greeting' }),
    body: intl.formatMessage({ id: 'mail.priceDrop.body' }, { item, ...prices }),
    link: { label: intl.formatMessage({ id: 'mail.priceDrop.link' }), href: link },
    footer: intl.formatMessage({ id: 'mail.priceDrop.footer' }),
  });
}
