import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { authLink } from '../browser-kit/return-path';
import { selectSignedIn } from '../browser-kit/session';

/** Signed-in-only routes send anonymous visitors to the sign-in page (spec §2), which brings them back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSelector(selectSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={authLink('/auth/login', location.pathname + location.search)} replace />;
  return <>{children}</>;
}
