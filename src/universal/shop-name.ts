/** The shop's name, as page titles, mails and receipts give it (one home for browser and server). */
export const SHOP_NAME = 'Storefront';
