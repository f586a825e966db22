import { Typography } from '@mui/material';
import { regionName } from '../../../universal/i18n/display-names';
import { useGetShopInfoQuery } from '../../../entities/shop';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { SHOP_NAME } from '../../../browser-kit/use-document-title';

/** Who sold the order: the shop's name, its country in the reader's language and the address that answers. */
export function ReceiptSeller() {
  const { locale } = useShopperLocale();
  const { data: shop } = useGetShopInfoQuery();
  return (
    <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
      {SHOP_NAME}
      {shop && (
        <>
          <br />
          {regionName(shop.country, locale)}
          <br />
          <bdi>{shop.supportEmail}</bdi>
        </>
      )}
    </Typography>
  );
}
