import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { StaffRole } from '../../universal/staff-roles';
import { useMeQuery } from '../api/admin-api';
import { useAdminSelector } from '../hooks';
import { useT } from '../i18n/use-t';
import { mayUse } from '../layout/sections';
import { PageHeading } from '../ui/PageHeading';
import type { SignInState } from './SignInPage';

/**
 * The console behind the sign-in page: without a session, the sign-in page, which comes back here after.
 * With one, who is signed in is asked again (a role changed since shows at once; an ended session
 * answers 401, which ends it here too).
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { token, staff } = useAdminSelector((state) => state.session);
  useMeQuery(undefined, { skip: !token });
  if (!token || !staff) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/sign-in" replace state={{ from } satisfies SignInState} />;
  }
  return children;
}

/** A section for some roles only: the others see that it is not theirs (its links are not shown to them). */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const t = useT();
  const staff = useAdminSelector((state) => state.session.staff);
  if (staff && mayUse(staff.role, roles)) return children;
  return (
    <>
      <PageHeading>{t('forbidden.title')}</PageHeading>
      <Alert severity="warning">{t('forbidden.text')}</Alert>
    </>
  );
}
