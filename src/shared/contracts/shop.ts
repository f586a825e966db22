import { type Static, Type } from 'typebox';

/** What the shop tells shoppers about itself (GET /api/shop): how to reach it, for the help page. */
export const ShopInfoSchema = Type.Object({
  /** The address support reads (SUPPORT_EMAIL). */
  supportEmail: Type.String(),
  /** Days after delivery within which items can be returned, as the product page promises. */
  returnWindowDays: Type.Integer(),
});

export type ShopInfo = Static<typeof ShopInfoSchema>;
