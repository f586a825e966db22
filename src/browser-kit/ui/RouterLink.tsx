import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the shop (React Router's `to`); the language prefix is the router's basename. */
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link to one of the shop's screens: the `<a>` React Router's `Link` renders (the same `href`, attributes
 * and `data-discover`), followed in the app on a plain click as `Link` does, by React Router's own
 * `useHref` and `useLinkClickHandler`. Without what the shop never uses (prefetching in framework mode,
 * masks, absolute URLs, view transitions), which `Link` brings onto every page's first load whether used
 * or not. The shop's code links through this one; ESLint keeps `Link` from react-router-dom out.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const followInApp = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) followInApp(event);
  };
  return <a {...rest} href={href} onClick={handleClick} ref={ref} target={target} data-discover="true" />;
});
