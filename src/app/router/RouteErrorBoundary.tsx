import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { EarlyInputReplay } from '../early-input';
import { RouteErrorScreen } from '../RouteErrorScreen';

interface BoundaryProps {
  /** The page the error belongs to: moving to another page clears it. */
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string | undefined }> {
  override state = { error: undefined as unknown, pathname: undefined as string | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string | undefined }) {
    // An error shown for one page is dropped when the shopper goes to another.
    if (state.pathname !== props.pathname) return { error: undefined, pathname: props.pathname };
    return null;
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <>
        <RouteErrorScreen error={this.state.error} />
        {/* A screen that failed never replays the early input: the error screen frees the page's clicks. */}
        <EarlyInputReplay />
      </>
    );
  }
}

/**
 * A screen that fails (a missing chunk, a render error) shows the shop's error screen in its place,
 * inside the page shell; going to another page tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
