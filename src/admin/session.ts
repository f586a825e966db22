import { createSlice } from '@reduxjs/toolkit';
import type { StaffMember } from '../universal/contracts/admin/staff-auth';
import { isStaffRole } from '../universal/staff-roles';
import { adminApi } from './api/admin-api';
import {
  sessionExpired,
  signedIn,
  signedOut,
  type StaffSessionState,
  staffUpdated,
  type WithStaffSession,
} from './session-actions';

export const TOKEN_KEY = 'admin.token';
export const STAFF_KEY = 'admin.staff';

const SIGNED_OUT: StaffSessionState = { token: null, staff: null, expired: false };

function isStaffMember(value: unknown): value is StaffMember {
  const staff = value as Partial<StaffMember> | null;
  return (
    typeof staff === 'object' &&
    staff !== null &&
    typeof staff.id === 'string' &&
    typeof staff.email === 'string' &&
    typeof staff.name === 'string' &&
    isStaffRole(staff.role) &&
    typeof staff.twoStep === 'boolean'
  );
}

/** The session this tab signed in with, if any (a reload keeps it; a new tab signs in again). */
export function restoreSession(storage: Storage | undefined): StaffSessionState {
  try {
    const token = storage?.getItem(TOKEN_KEY);
    const staff: unknown = JSON.parse(storage?.getItem(STAFF_KEY) ?? 'null');
    return token && isStaffMember(staff) ? { token, staff, expired: false } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

/** Writes the session to storage, or removes it. */
export function storeSession(storage: Storage | undefined, { token, staff }: StaffSessionState): void {
  try {
    if (token && staff) {
      storage?.setItem(TOKEN_KEY, token);
      storage?.setItem(STAFF_KEY, JSON.stringify(staff));
    } else {
      storage?.removeItem(TOKEN_KEY);
      storage?.removeItem(STAFF_KEY);
    }
  } catch {
    // Storage refused: the session lasts as long as the page.
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: SIGNED_OUT,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (_state, { payload }) => ({ token: payload.token, staff: payload.staff, expired: false }))
      .addCase(signedOut, () => SIGNED_OUT)
      .addCase(sessionExpired, (state) => (state.token ? { ...SIGNED_OUT, expired: true } : state))
      .addCase(staffUpdated, (state, { payload }) => {
        if (state.token) state.staff = payload;
      })
      // /api/admin/me is asked on every start: a role changed meanwhile shows at once.
      .addMatcher(adminApi.endpoints.me.matchFulfilled, (state, { payload }) => {
        if (state.token) state.staff = payload;
      });
  },
});

export const selectSession = (state: WithStaffSession) => state.session;
export const selectStaff = (state: WithStaffSession) => state.session.staff;
