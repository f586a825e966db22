import { useLocation } from 'react-router-dom';

export interface WhereAmIProps {
  /** The test id it is found by (default 'location'). */
  testId?: string;
  /** Whether the query follows the path (default yes). */
  withQuery?: boolean;
  /** Whether it stays out of sight (default yes). */
  hidden?: boolean;
}

/** Shows the router's current path (and query), so a test can see where a screen went. */
export function WhereAmI({ testId = 'location', withQuery = true, hidden = true }: WhereAmIProps) {
  const { pathname, search } = useLocation();
  return (
    <p data-testid={testId} hidden={hidden}>
      {withQuery ? `${pathname}${search}` : pathname}
    </p>
  );
}
