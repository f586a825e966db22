import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { getDeliveryTerms } from '../../universal/contracts/shop';
import { catalogueApi } from '../product';

/** Beside the catalogue's reads: public, and loaded by the page renderer with them (GET /catalog/delivery). */
export const deliveryApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** Where the shop delivers, each country's tax rule and shipping rates (the operator's regions). */
    getDeliveryTerms: build.query<Answer<typeof getDeliveryTerms>, void>({
      query: () => '/delivery' satisfies ClientPath<typeof getDeliveryTerms>,
      providesTags: ['DeliveryTerms'],
    }),
  }),
});

export const { useGetDeliveryTermsQuery } = deliveryApi;

/**
 * Reads the rates and the delivery terms again (the action to dispatch): what a cart's total is reckoned from
 * besides its lines, when checkout answers that the total moved (409 CART_CHANGED after a rate change).
 */
export const refreshPriceTerms = () => catalogueApi.util.invalidateTags(['Rates', 'DeliveryTerms']);
