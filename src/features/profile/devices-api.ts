import { api } from '../../shared/api/api';

/** A signed-in device as GET /auth/sessions answers it. */
export interface DeviceSession {
  id: string;
  /** "Chrome on Windows"; empty when the server did not recognise the browser. */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The account page's signed-in devices: listed, signed out one by one, or all but this one. */
export const devicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevices: build.query<DeviceSession[], void>({
      query: () => '/auth/sessions',
      transformResponse: (answer: { sessions: DeviceSession[] }) => answer.sessions,
      providesTags: ['Sessions'],
    }),
    signOutDevice: build.mutation<{ success: boolean }, string>({
      query: (id) => ({ url: `/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherDevices: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/auth/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetDevicesQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } = devicesApi;
