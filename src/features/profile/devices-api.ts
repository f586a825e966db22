import { api } from '../../browser-kit/api/api';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { DeviceSession, endOtherSessions, endSession, listSessions } from '../../universal/contracts/session';

export type { DeviceSession };

/** The account page's signed-in devices: listed, signed out one by one, or all but this one. */
export const devicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevices: build.query<DeviceSession[], void>({
      query: () => '/auth/sessions' satisfies ClientPath<typeof listSessions>,
      transformResponse: (answer: Answer<typeof listSessions>) => answer.sessions,
      providesTags: ['Sessions'],
    }),
    signOutDevice: build.mutation<Answer<typeof endSession>, string>({
      query: (id) => ({
        url: `/auth/sessions/${encodeURIComponent(id)}` satisfies ClientPath<typeof endSession>,
        method: 'DELETE',
      }),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherDevices: build.mutation<Answer<typeof endOtherSessions>, void>({
      query: () => ({
        url: '/auth/sessions/sign-out-others' satisfies ClientPath<typeof endOtherSessions>,
        method: 'POST',
      }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetDevicesQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } = devicesApi;
