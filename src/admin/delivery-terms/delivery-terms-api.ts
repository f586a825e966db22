import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type {
  getAdminDeliveryTerms,
  setAdminCashOnDelivery,
  setAdminCountryTax,
  setAdminShippingRate,
} from '../../universal/contracts/admin/delivery-terms';
import type { DeliveryOption, ShippingRate } from '../../universal/delivery-terms';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import { adminApi, audited, type CacheLifecycle } from '../api/admin-api';

type Regions = Answer<typeof getAdminDeliveryTerms>;

/** Every change answers every region as it is now: it replaces the cached list; the trail is asked again. */
const replacesRegions = {
  onQueryStarted: (_arg: unknown, { dispatch, queryFulfilled }: CacheLifecycle<Regions>): Promise<void> =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(deliveryTermsApi.util.upsertQueryData('deliveryTerms', undefined, data) as never);
    }),
  ...audited,
};

const regionPath = (id: string) => `/admin/delivery-terms/regions/${encodeURIComponent(id)}`;

export const deliveryTermsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deliveryTerms: build.query<Regions, void>({
      query: () => '/admin/delivery-terms' satisfies ClientPath<typeof getAdminDeliveryTerms>,
    }),
    setShippingRate: build.mutation<Answer<typeof setAdminShippingRate>, { regionId: string; rate: ShippingRate }>({
      query: ({ regionId, rate: { option, ...body } }) => ({
        url: `${regionPath(regionId)}/shipping/${option satisfies DeliveryOption}`,
        method: 'PUT',
        body,
      }),
      ...replacesRegions,
    }),
    setCashOnDelivery: build.mutation<
      Answer<typeof setAdminCashOnDelivery>,
      { regionId: string; enabled: boolean; feeCents: number }
    >({
      query: ({ regionId, ...body }) => ({ url: `${regionPath(regionId)}/cash-on-delivery`, method: 'PUT', body }),
      ...replacesRegions,
    }),
    setCountryTax: build.mutation<
      Answer<typeof setAdminCountryTax>,
      { regionId: string; country: string; rateBasisPoints: number }
    >({
      query: ({ regionId, country, rateBasisPoints }) => ({
        url: `${regionPath(regionId)}/countries/${country}/tax`,
        method: 'PUT',
        body: { rateBasisPoints },
      }),
      ...replacesRegions,
    }),
  }),
});

export const {
  useDeliveryTermsQuery,
  useSetShippingRateMutation,
  useSetCashOnDeliveryMutation,
  useSetCountryTaxMutation,
} = deliveryTermsApi;
