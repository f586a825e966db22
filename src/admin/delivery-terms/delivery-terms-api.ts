import type { Answer, Body, ClientPath, Query } from '../../universal/contracts/endpoint';
import type {
  addAdminCarrier,
  addAdminCountry,
  addAdminRegion,
  getAdminDeliveryTerms,
  listAdminCarriers,
  removeAdminCarrier,
  removeAdminCountry,
  removeAdminHoliday,
  removeAdminRegion,
  removeAdminShippingRate,
  setAdminCarrier,
  setAdminCashOnDelivery,
  setAdminCountryTax,
  setAdminHoliday,
  setAdminReturns,
  setAdminShippingRate,
} from '../../universal/contracts/admin/delivery-terms';
import type { DeliveryOption, ShippingRate } from '../../universal/delivery-terms';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { adminApi, audited, auditedChange, type CacheLifecycle, pagedList } from '../api/admin-api';

type Regions = Answer<typeof getAdminDeliveryTerms>;

/** Every region change answers every region as it is now: it replaces the cached list; the trail is asked again. */
const replacesRegions = {
  onQueryStarted: (_arg: unknown, { dispatch, queryFulfilled }: CacheLifecycle<Regions>): Promise<void> =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(deliveryTermsApi.util.upsertQueryData('deliveryTerms', undefined, data) as never);
    }),
  ...audited,
};

/** A carrier change is in the carriers' list and the trail: both are asked again (and the orders' ship list). */
const changesCarriers = auditedChange('TermsCarriers');

const regionPath = (id: string) => `/admin/delivery-terms/regions/${encodeURIComponent(id)}`;
const carrierPath = (name: string) => `/admin/delivery-terms/carriers/${encodeURIComponent(name)}`;

/** A region's change: its url under the region, its method, and the body (none for a removal). */
const regionChange = (url: (regionPath: string) => string, method: 'PUT' | 'POST' | 'DELETE') => ({
  query: ({ regionId, body }: { regionId: string; body?: object }) => ({
    url: url(regionPath(regionId)),
    method,
    ...(body && { body }),
  }),
  ...replacesRegions,
});

export const deliveryTermsApi = adminApi.enhanceEndpoints({ addTagTypes: ['TermsCarriers'] }).injectEndpoints({
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
    removeShippingRate: build.mutation<
      Answer<typeof removeAdminShippingRate>,
      { regionId: string; option: DeliveryOption }
    >({
      query: ({ regionId, option }) => ({ url: `${regionPath(regionId)}/shipping/${option}`, method: 'DELETE' }),
      ...replacesRegions,
    }),
    setCashOnDelivery: build.mutation<
      Answer<typeof setAdminCashOnDelivery>,
      { regionId: string; body: Body<typeof setAdminCashOnDelivery> }
    >(regionChange((path) => `${path}/cash-on-delivery`, 'PUT')),
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
    addCountry: build.mutation<
      Answer<typeof addAdminCountry>,
      { regionId: string; body: Body<typeof addAdminCountry> }
    >(regionChange((path) => `${path}/countries`, 'POST')),
    removeCountry: build.mutation<Answer<typeof removeAdminCountry>, { regionId: string; country: string }>({
      query: ({ regionId, country }) => ({ url: `${regionPath(regionId)}/countries/${country}`, method: 'DELETE' }),
      ...replacesRegions,
    }),
    addRegion: build.mutation<Answer<typeof addAdminRegion>, Body<typeof addAdminRegion>>({
      ...sendsBody('/admin/delivery-terms/regions' satisfies ClientPath<typeof addAdminRegion>, 'POST'),
      ...replacesRegions,
    }),
    removeRegion: build.mutation<Answer<typeof removeAdminRegion>, { regionId: string }>(
      regionChange((path) => path, 'DELETE'),
    ),
    setHoliday: build.mutation<Answer<typeof setAdminHoliday>, { regionId: string; day: string; name: string }>({
      query: ({ regionId, day, name }) => ({
        url: `${regionPath(regionId)}/holidays/${day}`,
        method: 'PUT',
        body: { name },
      }),
      ...replacesRegions,
    }),
    removeHoliday: build.mutation<Answer<typeof removeAdminHoliday>, { regionId: string; day: string }>({
      query: ({ regionId, day }) => ({ url: `${regionPath(regionId)}/holidays/${day}`, method: 'DELETE' }),
      ...replacesRegions,
    }),
    setReturns: build.mutation<
      Answer<typeof setAdminReturns>,
      { regionId: string; body: Body<typeof setAdminReturns> }
    >(regionChange((path) => `${path}/returns`, 'PUT')),

    termsCarriers: build.query<Answer<typeof listAdminCarriers>, Query<typeof listAdminCarriers>>(
      pagedList('/admin/delivery-terms/carriers' satisfies ClientPath<typeof listAdminCarriers>, 'TermsCarriers'),
    ),
    addCarrier: build.mutation<Answer<typeof addAdminCarrier>, Body<typeof addAdminCarrier>>({
      ...sendsBody('/admin/delivery-terms/carriers' satisfies ClientPath<typeof addAdminCarrier>, 'POST'),
      ...changesCarriers,
    }),
    setCarrier: build.mutation<Answer<typeof setAdminCarrier>, { name: string; trackingUrlTemplate: string }>({
      query: ({ name, trackingUrlTemplate }) => ({
        url: carrierPath(name),
        method: 'PUT',
        body: { trackingUrlTemplate },
      }),
      ...changesCarriers,
    }),
    removeCarrier: build.mutation<Answer<typeof removeAdminCarrier>, string>({
      query: (name) => ({ url: carrierPath(name), method: 'DELETE' }),
      ...changesCarriers,
    }),
  }),
});

export const {
  useDeliveryTermsQuery,
  useSetShippingRateMutation,
  useRemoveShippingRateMutation,
  useSetCashOnDeliveryMutation,
  useSetCountryTaxMutation,
  useAddCountryMutation,
  useRemoveCountryMutation,
  useAddRegionMutation,
  useRemoveRegionMutation,
  useSetHolidayMutation,
  useRemoveHolidayMutation,
  useSetReturnsMutation,
  useTermsCarriersQuery,
  useAddCarrierMutation,
  useSetCarrierMutation,
  useRemoveCarrierMutation,
} = deliveryTermsApi;
