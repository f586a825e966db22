import { lazy } from 'react';
import { LEGAL_PAGES, legalPath } from '../../universal/legal-pages';
import type { RouteEntry } from '../../browser-kit/route-entry';

/** One screen for the four pages, in one chunk; each page its own route (an unknown /legal/… is not found). */
const screens = () => import(/* webpackChunkName: "screen-legal" */ './screens/LegalPage');

export const legalRoutes: RouteEntry[] = LEGAL_PAGES.map((page) => ({
  path: legalPath(page),
  screen: lazy(() => screens().then((module) => ({ default: module.LEGAL_SCREENS[page] }))),
  ssr: process.env.BROWSER_BUNDLE
    ? undefined
    : () => import('./ssr/legal').then((module) => ({ default: module.LEGAL_RENDERINGS[page] })),
}));
