import { screen, within } from '@testing-library/react';
import { renderInEnglish as render } from '../../test/intl';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AccountMenu } from './AccountMenu';

const ann = { id: 'u1', name: '  Ann Marie Smith', email: 'ann@example.com', phone: '01012345678' };

function setup(user: typeof ann | null, onSignOut = jest.fn(), at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <AccountMenu user={user} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return { onSignOut, events: userEvent.setup() };
}

const hrefs = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('href'));

describe('AccountMenu', () => {
  it('signed out: reads Sign in and offers sign-in, sign-up and the account links, each coming back', async () => {
    const { events } = setup(null, jest.fn(), '/product/14');
    await events.click(screen.getByRole('button', { name: /^Sign in/ }));
    const menu = await screen.findByRole('menu');
    expect(hrefs(menu)).toEqual([
      '/auth/login?from=%2Fproduct%2F14',
      '/auth/signup?from=%2Fproduct%2F14',
      '/auth/login?from=%2Faccount',
      '/profile',
      '/orders',
      '/wishlist',
      '/cart',
    ]);
    expect(within(menu).queryByRole('menuitem', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signed in: greets by first name, links /account, and Sign Out calls back', async () => {
    const { events, onSignOut } = setup(ann);
    await events.click(screen.getByRole('button', { name: /^Hello, Ann\b/ }));
    const menu = await screen.findByRole('menu');
    expect(hrefs(menu).slice(0, 5)).toEqual(['/account', '/profile', '/orders', '/wishlist', '/cart']);
    await events.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
