// The profile slice's public API: the pages and the app import from here only.
export { useGetProfileQuery, useUpdatePreferencesMutation } from './profile-api';
export { AccountTile, CountTile } from './components/AccountTile';
export { ChangePasswordDialog } from './components/ChangePasswordDialog';
export { DevicesSection } from './components/DevicesSection';
export { VerifyEmailNotice } from './components/VerifyEmailNotice';
