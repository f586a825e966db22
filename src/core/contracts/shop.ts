import { type Static, Type } from 'typebox';
import { defineEndpoint } from './endpoint';

/** What the shop tells shoppers about itself (GET /api/shop): how to reach it (help page), where it is (checkout). */
export const ShopInfoSchema = Type.Object({
  /** The address support reads (SUPPORT_EMAIL). */
  supportEmail: Type.String(),
  /** Days after delivery within which items can be returned, as the product page promises. */
  returnWindowDays: Type.Integer(),
  /** Where the shop is (SHOP_COUNTRY, an ISO code such as EG): where a new shopper's checkout starts. */
  country: Type.String(),
});

export type ShopInfo = Static<typeof ShopInfoSchema>;

export const getShopInfo = defineEndpoint({
  method: 'GET',
  path: '/api/shop',
  summary: 'How to reach the shop (SUPPORT_EMAIL), its return window and its country (SHOP_COUNTRY)',
  tags: ['shop'],
  access: 'public',
  response: ShopInfoSchema,
  failures: {},
});
