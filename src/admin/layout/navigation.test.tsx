/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';

import type { StaffMember } from '../../universal/contracts/admin/staff-auth';
import { catalogueStaff, expectNotForRole, owner, renderSignedIn, setScreenWidth, support } from '../test/render-admin';

const sectionsShown = () =>
  within(screen.getByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The sections a member is offered, once the console has opened on its dashboard for them. */
async function sectionsFor(member: StaffMember) {
  renderSignedIn('/', member);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return sectionsShown();
}

/** Support's sections: the day's work, no owners' sections. */
const SUPPORT_SECTIONS = ['Dashboard', 'Products', 'Orders', 'Returns', 'Customers', 'Reviews', 'My account'];

describe('navigation by role', () => {
  beforeEach(() => setScreenWidth(1280));

  test('owners see every section', async () => {
    expect(await sectionsFor(owner)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Returns',
      'Customers',
      'Reviews',
      'Promotions',
      'Search synonyms',
      'Categories',
      'Reports',
      'Audit trail',
      'Settings',
      'Delivery terms',
      'Mail words',
      'Staff',
      'My account',
    ]);
    expect(screen.getByTestId('staff-email')).toHaveTextContent('owner@shop.example');
  });

  test('support sees orders and customers, not the audit trail or staff', async () => {
    expect(await sectionsFor(support)).toEqual(SUPPORT_SECTIONS);
    expect(screen.queryByRole('link', { name: /Audit trail/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Staff/ })).not.toBeInTheDocument();
  });

  test("support opening the audit trail's address is told it is not theirs, and nothing is asked", async () => {
    await expectNotForRole('/audit', support, 'GET /api/admin/audit');
  });

  test('the catalogue role sees products and promotions, not orders or customers', async () => {
    expect(await sectionsFor(catalogueStaff)).toEqual([
      'Dashboard',
      'Products',
      'Promotions',
      'Search synonyms',
      'Categories',
      'My account',
    ]);
  });

  test('a role changed since sign-in shows at once (the console asks who is signed in)', async () => {
    renderSignedIn('/', owner, { 'GET /api/admin/me': { body: { ...owner, role: 'support' } } });
    await waitFor(() => expect(sectionsShown()).toEqual(SUPPORT_SECTIONS));
  });

  test('signing out ends the session and shows sign-in', async () => {
    const { api, user, location, sessionStore } = renderSignedIn('/', owner, {
      'POST /api/admin/auth/sign-out': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(api.calls('POST /api/admin/auth/sign-out')).toHaveLength(1);
    expect(sessionStore.length).toBe(0);
  });
});

describe('on a phone (390 px)', () => {
  beforeEach(() => setScreenWidth(390));
  // The orders screen's code is loaded first: in jsdom a drawer whose slide-out ends while the next
  // screen's code is still loading never unmounts, which no browser does (admin-console.spec holds
  // that code back on a phone and sees the drawer go).
  beforeAll(() => import('../orders/OrdersPage'));

  test('the navigation is behind a menu button, and going somewhere moves focus to its heading', async () => {
    const { user, location } = renderSignedIn('/', support, {
      'GET /api/admin/orders': { body: { rows: [], total: 0 } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    const menu = screen.getByRole('button', { name: 'Open the navigation' });
    await user.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByText('sam@shop.example')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));

    await waitFor(() => expect(location()).toBe('/orders'));
    // The drawer closes (while it is open, the page behind it is hidden from screen readers).
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Sign-out is an icon button with a name.
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
