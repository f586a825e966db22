// The seller module's face: who sells (decision 0094), as the owner set it in the console, and the brand every
// mail is laid out with (decision 0123). It owns the settings key 'seller_details'; the legal module edits it.
export { NO_SELLER_DETAILS, sellerDetailsStore, tidySellerDetails } from './seller-details';
export { mailBrand } from './mail-brand';
