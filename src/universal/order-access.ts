/**
 * Where a guest's order is opened without signing in (decision 0079): its access key (Order.access) goes
 * in this header to the API…
 */
export const ORDER_ACCESS_HEADER = 'x-order-access';
/** …and in this parameter of the order page's link (/orders/<id>?access=<key>) that the guest's mails hold. */
export const ORDER_ACCESS_PARAM = 'access';
