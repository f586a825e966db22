import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser: it runs in the commit's own task, before the browser can paint or hand
 * React another event, and what it sets is rendered in that task too. On the server, where React warns
 * about layout effects and none would run, a plain effect.
 */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
