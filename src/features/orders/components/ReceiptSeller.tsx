import { Typography } from '@mui/material';
import type { Answer, ClientPath } from '../../../universal/contracts/endpoint';
import type { getShopInfo } from '../../../universal/contracts/shop';
import { regionName } from '../../../universal/i18n/display-names';
import { api } from '../../../browser-kit/api/api';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { SHOP_NAME } from '../../../browser-kit/use-document-title';

/**
 * GET /api/shop, as the help page reads it (features/help): a slice imports no other slice, so the
 * receipt asks for it itself; RTK Query keeps one answer per endpoint name, so this is a second cache entry.
 */
const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReceiptShop: build.query<Answer<typeof getShopInfo>, void>({
      query: () => '/shop' satisfies ClientPath<typeof getShopInfo>,
    }),
  }),
});

/** Who sold the order: the shop's name, its country in the reader's language and the address that answers. */
export function ReceiptSeller() {
  const { locale } = useShopperLocale();
  const { data: shop } = shopApi.useGetReceiptShopQuery();
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
