import type { Queryable } from '../../db/database';
import { settings } from '../../db/settings';
import type { SellerDetails } from '../../../universal/contracts/admin/settings';

/** Where the seller's details are kept: one JSON value in the settings table, shared by every instance. */
const SELLER_KEY = 'seller_details';

export const NO_SELLER_DETAILS: SellerDetails = { legalName: '', address: '', taxNumber: '' };

/** Each field trimmed; an address's lines trimmed and blank ones dropped (a line a row on receipts). */
export function tidySellerDetails(details: SellerDetails): SellerDetails {
  return {
    legalName: details.legalName.trim(),
    address: details.address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
    taxNumber: details.taxNumber.trim(),
  };
}

export function sellerDetailsStore(db: Queryable) {
  return {
    /** The details as set, or empty ones before an owner sets them. */
    async get(): Promise<SellerDetails> {
      const stored = await settings(db).get(SELLER_KEY);
      if (stored === undefined) return NO_SELLER_DETAILS;
      return { ...NO_SELLER_DETAILS, ...(JSON.parse(stored) as Partial<SellerDetails>) };
    },

    async set(details: SellerDetails): Promise<void> {
      await settings(db).set(SELLER_KEY, JSON.stringify(details));
    },
  };
}
