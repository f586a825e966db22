import { createAction } from '@reduxjs/toolkit';
import type { StaffMember, StaffSession } from '../universal/contracts/admin/staff-auth';

/**
 * The staff session's actions, apart from its slice (session.ts) so the API's base query can end a
 * session without importing the slice that imports the API.
 */
export interface StaffSessionState {
  /** The bearer token of /api/admin (12 hours), kept in sessionStorage: gone with the tab. */
  token: string | null;
  staff: StaffMember | null;
  /** Why the sign-in page shows: the session ended by itself (a 401), not by signing out. */
  expired: boolean;
}

export interface WithStaffSession {
  session: StaffSessionState;
}

export const signedIn = createAction<StaffSession>('session/signedIn');
export const signedOut = createAction('session/signedOut');
/** A 401 from a call made with the token: it ended (expired, or ended from another device). */
export const sessionExpired = createAction('session/expired');
export const staffUpdated = createAction<StaffMember>('session/staffUpdated');
