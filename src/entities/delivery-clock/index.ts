// The shop's clock for delivery promises (the shop's day and the minute, in SHOP_TIMEZONE), apart from
// src/entities/delivery: the header on every page reads the delivery terms, and must not bring the date
// rules that only the product page and checkout use. Features import from here only.
export { type DeliveryClock, useDeliveryClock } from './use-delivery-clock';
