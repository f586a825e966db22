import type { SellerDetails } from './contracts/admin/settings';
import type { Format } from './i18n/order-words';

/**
 * The seller as receipts and order mails name it (issue 48), in the reader's language: the legal name,
 * the registered address a line a row, and the tax or VAT registration number. Only what the owner set:
 * before that, nothing (the shop's name stands alone).
 */
export function sellerLines(seller: SellerDetails, format: Format): string[] {
  return [
    ...(seller.legalName ? [seller.legalName] : []),
    ...seller.address.split('\n').filter((line) => line.trim()),
    ...(seller.taxNumber ? [format({ id: 'seller.taxNumber' }, { number: seller.taxNumber })] : []),
  ];
}
