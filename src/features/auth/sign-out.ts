import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { selectToken, type WithSession } from '../../browser-kit/session';
import { authApi } from './auth-api';
import { signedOut } from '../../entities/session';

/**
 * Signs out: this browser at once (whatever the network does), and the session on the server, whose
 * token then stops working everywhere. A failed call still leaves the browser signed out; the token
 * it held then runs out with its session.
 */
export function signOut(): ThunkAction<void, WithSession, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const token = selectToken(getState());
    dispatch(signedOut());
    if (token) void dispatch(authApi.endpoints.logout.initiate(token));
  };
}

/** The sign-out of the header, the drawer and the account page. */
export function useSignOut(): () => void {
  const dispatch = useDispatch<ThunkDispatch<WithSession, unknown, UnknownAction>>();
  return useCallback(() => dispatch(signOut()), [dispatch]);
}
