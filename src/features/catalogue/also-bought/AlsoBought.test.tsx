/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { product } from '../../../test/catalogue-answers';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { AlsoBought } from './AlsoBought';

const ALSO_BOUGHT = 'GET /catalog/products/7/also-bought';
const bought = [product(12, 19.99, 'Travel mug'), product(3, 5, 'Coffee filters'), product(40, 120, 'Grinder')];

describe('Customers also bought', () => {
  it('shows the products as a titled row of tiles, each a link to its product, in the page’s language', async () => {
    const api = mockApi({ [ALSO_BOUGHT]: { body: bought } });
    renderRoute(<AlsoBought productId={7} />);

    const row = await screen.findByRole('region', { name: 'Customers also bought' });
    const links = await within(row).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/product/12', '/product/3', '/product/40']);
    expect(links[0]).toHaveTextContent('Travel mug');
    expect(within(row).getByRole('link', { name: /Coffee filters/ })).toHaveAttribute('href', '/product/3');
    // One row's worth (six on a wide screen), in English: no lang parameter.
    expect(api.queryFields(ALSO_BOUGHT)).toEqual({ limit: '6' });
  });

  it('asks in Arabic and titles the row in Arabic on an Arabic page', async () => {
    const api = mockApi({ [ALSO_BOUGHT]: { body: bought } });
    renderRoute(<AlsoBought productId={7} />, { locale: 'ar', messages: arMessages });
    expect(await screen.findByRole('region', { name: 'اشترى العملاء أيضًا' })).toBeInTheDocument();
    expect(api.queryFields(ALSO_BOUGHT)).toEqual({ limit: '6', lang: 'ar' });
  });

  it('shows nothing when there is nothing to suggest, and takes its placeholders away when the read fails', async () => {
    mockApi({ [ALSO_BOUGHT]: { body: [] } });
    const { container } = renderRoute(<AlsoBought productId={7} />);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Customers also bought' })).toBeNull();

    mockApi({ 'GET /catalog/products/8/also-bought': { status: 500, body: { message: 'down' } } });
    const failed = renderRoute(<AlsoBought productId={8} />);
    expect(await failed.findByRole('heading', { name: 'Customers also bought' })).toBeInTheDocument();
    await waitFor(() => expect(failed.container.querySelector('section')).toBeNull());
  });
});
