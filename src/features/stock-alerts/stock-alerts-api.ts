import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type { subscribeStockAlert } from '../../universal/contracts/stock-alerts';

/** "Email me when it's back" (issue 53): loaded with the form, never with the product page. */
export const stockAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeStockAlert: build.mutation<Answer<typeof subscribeStockAlert>, Body<typeof subscribeStockAlert>>({
      ...sendsBody('/stock-alerts' satisfies ClientPath<typeof subscribeStockAlert>, 'POST'),
    }),
  }),
});

export const { useSubscribeStockAlertMutation } = stockAlertsApi;
