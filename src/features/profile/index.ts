export { useGetProfileQuery, useUpdatePreferencesMutation } from './profile-api';
