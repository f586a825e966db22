/**
 * Renders the staff console as the browser runs it (its store, providers and routes) at a URL, in a
 * memory router. Pair it with `mockApi` (src/test/mock-api.ts) and the fetch-enabled jsdom
 * environment, as the shop's screen tests do.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { StaffMember } from '../../universal/contracts/admin/staff-auth';
import { AdminProviders, AdminRoutes } from '../AdminApp';
import type { AdminLocale } from '../i18n/locale';
import type { AdminMessages } from '../i18n/load-messages';
import { STAFF_KEY, TOKEN_KEY } from '../session';
import { createAdminStore } from '../store';
import { MemoryStorage } from '../../test/memory-storage';
import { mockApi } from '../../test/mock-api';
import { WhereAmI } from '../../test/where-am-i';

export { setScreenWidth } from '../../test/screen-width';

export const STAFF_TOKEN = 'staff-token';

export const owner: StaffMember = {
  id: '0b6f6b1e-1111-4c1a-9e33-000000000001',
  email: 'owner@shop.example',
  name: 'Nour Owner',
  role: 'owner',
  twoStep: true,
};
export const support: StaffMember = {
  id: '0b6f6b1e-1111-4c1a-9e33-000000000002',
  email: 'sam@shop.example',
  name: 'Sam Support',
  role: 'support',
  twoStep: false,
};
export const catalogueStaff: StaffMember = {
  id: '0b6f6b1e-1111-4c1a-9e33-000000000003',
  email: 'cat@shop.example',
  name: 'Cat Alogue',
  role: 'catalogue',
  twoStep: false,
};

export interface RenderAdminOptions {
  /** The first URL, inside /admin (default '/'). */
  at?: string;
  /** Starts signed in as this member, with STAFF_TOKEN. */
  signedInAs?: StaffMember;
  locale?: AdminLocale;
  /** Where the language choice is kept (default: a new one in memory). */
  localStore?: Storage;
}

/** A console language's catalog, as the console loads it (found by its tag, as load-messages.ts finds it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a catalog per language, found by its tag
export const catalogOf = (locale: AdminLocale) => require(`../messages/${locale}.json`) as AdminMessages;

export function renderAdmin({
  at = '/',
  signedInAs,
  locale = 'en',
  localStore = new MemoryStorage(),
}: RenderAdminOptions = {}) {
  const sessionStore = new MemoryStorage(
    signedInAs ? { [TOKEN_KEY]: STAFF_TOKEN, [STAFF_KEY]: JSON.stringify(signedInAs) } : {},
  );
  const store = createAdminStore(sessionStore);
  const user = userEvent.setup();
  const view = render(
    <AdminProviders store={store} locale={locale} messages={catalogOf(locale)} storage={localStore}>
      <MemoryRouter initialEntries={[at]}>
        <AdminRoutes />
        <WhereAmI />
      </MemoryRouter>
    </AdminProviders>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, store, user, sessionStore, localStore, location };
}

/**
 * The console at `at`, signed in as `who`, with the API answering who they are and `answers` (which may
 * answer that differently), and any other of renderAdmin's options.
 */
export function renderSignedIn(
  at: string,
  who: StaffMember,
  answers: Parameters<typeof mockApi>[0] = {},
  options: Omit<RenderAdminOptions, 'at' | 'signedInAs'> = {},
) {
  const api = mockApi({ 'GET /api/admin/me': { body: who }, ...answers });
  return { api, ...renderAdmin({ ...options, at, signedInAs: who }) };
}

/**
 * Opens `at` as `who`, whose role the section is not for: the console says so, and asks the API nothing
 * of `call` (the section's own request).
 */
export async function expectNotForRole(at: string, who: StaffMember, call: string) {
  const { api } = renderSignedIn(at, who);
  expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
  expect(api.calls(call)).toHaveLength(0);
}
