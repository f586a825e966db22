import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import type { LegalPageText } from '../../../universal/contracts/legal';
import type { SellerDetails } from '../../../universal/contracts/admin/settings';
import { regionName } from '../../../universal/i18n/display-names';
import type { Locale } from '../../../universal/i18n/locale';
import { textIntl } from '../../../universal/i18n/text-intl';
import { fillPlaceholders, type LegalPage, type LegalPlaceholder } from '../../../universal/legal-pages';
import { RETURN_WINDOW_DAYS } from '../../../universal/order-status';
import { SHOP_NAME } from '../../../universal/shop-name';
import { defaultLegalText } from './default-texts';
import { legalTexts } from './legal-texts';
import { sellerDetailsStore } from '../seller';

/**
 * What the placeholders stand for on a page in `locale`. A seller's detail not set yet says so
 * ('(not set)') rather than inventing one; the address falls back to the shop's country.
 */
export function placeholderValues(
  config: Pick<Config, 'supportEmail' | 'publicUrl' | 'shopCountry'>,
  seller: SellerDetails,
  locale: Locale,
): Record<LegalPlaceholder, string> {
  const intl = textIntl(locale);
  const address = seller.address.split('\n').filter(Boolean);
  return {
    shopName: SHOP_NAME,
    sellerName: seller.legalName || SHOP_NAME,
    sellerAddress: address.length
      ? address.join(intl.formatMessage({ id: 'address.separator' }))
      : regionName(config.shopCountry, locale),
    taxNumber: seller.taxNumber || intl.formatMessage({ id: 'legal.notSet' }),
    supportEmail: config.supportEmail,
    website: config.publicUrl,
    returnDays: intl.formatNumber(RETURN_WINDOW_DAYS),
  };
}

/** A legal page as the shop shows it: the owner's text in that language, else the default, filled in. */
export async function legalPageText(
  db: Queryable,
  config: Config,
  page: LegalPage,
  locale: Locale,
): Promise<LegalPageText> {
  const [stored, seller] = await Promise.all([legalTexts(db).get(page, locale), sellerDetailsStore(db).get()]);
  return {
    page,
    locale,
    body: fillPlaceholders(stored?.body ?? defaultLegalText(page, locale), placeholderValues(config, seller, locale)),
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}
