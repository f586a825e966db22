import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSignedIn } from '../shared/session';

/** Signed-in-only routes send anonymous visitors to the sign-in page (spec §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSelector(selectSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
