// The promotions module's face (issue 35, decision 0082): the rule for using a promo code, which the cart
// and checkout ask. It owns promotions and promotion_uses (see db/table-owners.ts). Other modules import
// from here only.
export { type PromotionAnswer, type PromotionCustomer, type PromotionRefusal, promotionRules } from './rules';
