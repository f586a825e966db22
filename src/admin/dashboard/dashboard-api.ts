import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { getDashboard } from '../../universal/contracts/admin/dashboard';
import { adminApi } from '../api/admin-api';

/** The dashboard's figures, asked again whenever the dashboard is opened (at most every 30 s). */
export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Answer<typeof getDashboard>, void>({
      query: () => '/admin/dashboard' satisfies ClientPath<typeof getDashboard>,
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
