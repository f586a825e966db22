// Where the shopper has things delivered and what it costs there: the regions' terms as data, read by the
// header, the catalogue's pages, the cart and checkout. Features and pages import from here only.
export { deliveryApi, refreshPriceTerms, useGetDeliveryTermsQuery } from './delivery-api';
export { type ShipTo, useShipTo } from './use-ship-to';
export { type DeliveryClock, useDeliveryClock } from './use-delivery-clock';
export { FreeDeliveryNote } from './FreeDeliveryNote';
