// The legal module's face (issue 48): the shop's legal pages and the seller's details that receipts,
// order mails and those pages name. It owns legal_texts; the seller's details are modules/seller's.
export { adminLegalText, setLegalText, setSellerDetails } from './changes';
export { legalTexts } from './legal-texts';
export { NO_SELLER_DETAILS, sellerDetailsStore } from '../seller';
