import type { ReactNode } from 'react';
import { PageErrorBoundary } from '../../browser-kit/ui/PageErrorBoundary';
import { EarlyInputReplay } from '../early-input';
import { RouteErrorScreen } from '../RouteErrorScreen';

const failed = (error: unknown) => (
  <>
    <RouteErrorScreen error={error} />
    {/* A screen that failed never replays the early input: the error screen frees the page's clicks. */}
    <EarlyInputReplay />
  </>
);

/**
 * A screen that fails (a missing chunk, a render error) shows the shop's error screen in its place,
 * inside the page shell; going to another page tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PageErrorBoundary fallback={failed}>{children}</PageErrorBoundary>;
}
