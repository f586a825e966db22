import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface BoundaryProps {
  /** The page the error belongs to: moving to another page clears it. */
  pathname: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string | undefined;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // An error shown for one page is dropped when the reader goes to another.
    if (state.pathname !== props.pathname) return { error: undefined, pathname: props.pathname };
    return null;
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

/**
 * A screen that throws while rendering (or whose code chunk fails to load) is replaced by `fallback`,
 * each app's own failure screen; going to another page tries again. Used by the shop and its console.
 */
export function PageErrorBoundary({
  fallback,
  children,
}: {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
