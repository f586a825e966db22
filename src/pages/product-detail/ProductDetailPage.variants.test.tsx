/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../universal/product';
import { keepsScroll } from '../../browser-kit/keep-scroll';
import frMessages from '../../universal/i18n/messages/fr.json';
import { fakeShop } from '../../features/cart/test-support';
import { renderRoute, testShopper } from '../../test/render';
import { mug, phone, ring, tee } from '../../test/variant-products';
import ProductDetailPage from './ProductDetailPage';

function showProduct(product: Product, query = '') {
  const shop = fakeShop({ products: [product] });
  const view = renderRoute(<ProductDetailPage />, {
    path: '/product/:id',
    at: `/product/${product.id}${query}`,
    signedInAs: testShopper,
  });
  return { ...view, shop };
}

const buyBox = () => screen.getByRole('region', { name: 'Buy' });
const inBox = () => within(buyBox());
const group = (name: string) => inBox().getByRole('radiogroup', { name });
const addToCart = () => inBox().getByRole('button', { name: /^Add to Cart, / });
const stockLine = () => inBox().getByRole('status');
const quantity = () => inBox().getByRole('combobox', { name: 'Quantity' });
const quantityChoices = () =>
  within(quantity())
    .getAllByRole('option')
    .map((option) => option.textContent);
const checked = (groupName: string) =>
  within(group(groupName))
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent);

beforeEach(() => {
  // jsdom has no layout to scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the product page with options', () => {
  it('opens with nothing picked, "From" the lowest price, and the stock of every variant', async () => {
    showProduct(tee);
    await screen.findByRole('heading', { level: 1, name: tee.title });
    expect(checked('Colour')).toEqual([]);
    expect(checked('Size')).toEqual([]);
    expect(buyBox()).toHaveTextContent('From $17.99');
    expect(stockLine()).toHaveTextContent('In stock');
    expect(screen.queryByText(/List Price/)).not.toBeInTheDocument();
  });

  it('keeps the choice in the URL, replacing the entry, and the price and stock line follow it', async () => {
    const { user, router } = showProduct(tee, '?ref=mail');
    await screen.findByRole('heading', { level: 1, name: tee.title });
    await user.click(within(group('Colour')).getByRole('radio', { name: 'White' }));
    await user.click(within(group('Size')).getByRole('radio', { name: 'M' }));
    expect(router.state.location.search).toBe('?ref=mail&colour=white&size=M');
    // Replaced, not pushed (Back leaves the product), and the page keeps its scroll position.
    expect(router.state.action).toBe('REPLACE');
    expect((router.history as unknown as { index: number }).index).toBe(0);
    expect(keepsScroll(router.state.location.state)).toBe(true);
    expect(buyBox()).toHaveTextContent('$17.99');
    expect(buyBox()).not.toHaveTextContent('From');
    // The markdown beside the title is the variant's.
    expect(screen.getByText(/List Price/)).toHaveTextContent('List Price: $24.99');
    expect(stockLine()).toHaveTextContent('In stock');

    // Navy in M is sold out: the colour says so before it is picked.
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Navy Sold out' }));
    expect(router.state.location.search).toBe('?ref=mail&colour=navy&size=M');
    expect(stockLine()).toHaveTextContent('Out of stock');
    expect(buyBox()).toHaveTextContent('$19.99');
    expect(screen.queryByText(/List Price/)).not.toBeInTheDocument();
  });

  it('opens on the choice its URL names (a shared link)', async () => {
    showProduct(tee, '?size=L&colour=navy');
    await screen.findByRole('heading', { level: 1, name: tee.title });
    expect(checked('Colour')).toEqual(['Navy']);
    expect(checked('Size')).toEqual(['L']);
    expect(stockLine()).toHaveTextContent('Only 4 left');
    expect(buyBox()).toHaveTextContent('$19.99');
  });

  it('marks a sold-out value and a missing combination, and will not add either, saying why', async () => {
    const { user, shop } = showProduct(tee, '?colour=navy&size=M');
    await screen.findByRole('heading', { level: 1, name: tee.title });
    expect(within(group('Size')).getByRole('radio', { name: 'M Sold out' })).toBeInTheDocument();
    expect(addToCart()).toBeDisabled();
    expect(addToCart()).toHaveAccessibleDescription('Out of stock');
    expect(quantity()).toBeDisabled();

    await user.click(within(group('Colour')).getByRole('radio', { name: 'White' }));
    // White comes in S and M only: L is struck out and aria-disabled once white is picked.
    expect(within(group('Size')).getByRole('radio', { name: 'L unavailable' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(addToCart()).toBeEnabled();
    await user.click(within(group('Size')).getByRole('radio', { name: 'L unavailable' }));
    expect(stockLine()).toHaveTextContent('Not available in this combination');
    expect(addToCart()).toBeDisabled();
    expect(addToCart()).toHaveAccessibleDescription('Not available in this combination');
    expect(shop.calls('POST /api/cart/add')).toHaveLength(0);
  });

  it('Add to Cart without a full choice adds nothing, says what is missing and takes the shopper there', async () => {
    const { user, shop } = showProduct(tee, '?colour=navy');
    await screen.findByRole('heading', { level: 1, name: tee.title });
    await user.click(addToCart());
    const size = group('Size');
    expect(size).toHaveAccessibleDescription('Please choose a Size');
    expect(within(size).getByRole('radio', { name: 'S' })).toHaveFocus();
    expect(group('Colour')).not.toHaveAccessibleDescription();
    expect(shop.calls('POST /api/cart/add')).toHaveLength(0);

    // Picking the size clears the message; the add then carries the variant's SKU.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(checked('Size')).toEqual(['L']);
    expect(screen.queryByText('Please choose a Size')).not.toBeInTheDocument();
    await user.click(addToCart());
    await waitFor(() => expect(shop.calls('POST /api/cart/add')).toHaveLength(1));
    expect(shop.calls('POST /api/cart/add')[0]?.body).toEqual({ productId: '103', quantity: 1, sku: 'TEE-NAVY-L' });
  });

  it('with nothing picked, names every open option in the page language and goes to the first', async () => {
    // The catalogue answers a French page with French option names.
    const [colour, size] = tee.options ?? [];
    const french = {
      ...tee,
      options: [
        { ...colour!, name: 'Couleur' },
        { ...size!, name: 'Taille' },
      ],
    };
    fakeShop({ products: [french] });
    const { user } = renderRoute(<ProductDetailPage />, {
      path: '/product/:id',
      at: `/product/${tee.id}`,
      signedInAs: testShopper,
      locale: 'fr',
      messages: frMessages,
    });
    await screen.findByRole('heading', { level: 1, name: tee.title });
    await user.click(screen.getAllByRole('button', { name: /^Ajouter au panier, / })[0]!);
    const couleur = screen.getByRole('radiogroup', { name: 'Couleur' });
    expect(within(couleur).getByRole('radio', { name: /^Navy/ })).toHaveFocus();
    expect(couleur).toHaveAccessibleDescription('Veuillez choisir : Couleur');
    expect(screen.getByRole('radiogroup', { name: 'Taille' })).toHaveAccessibleDescription('Veuillez choisir : Taille');
  });

  it("stops the quantity at the variant's stock and says so, and at 10 otherwise", async () => {
    const { user, shop } = showProduct(tee, '?colour=white&size=M');
    await screen.findByRole('heading', { level: 1, name: tee.title });
    expect(quantityChoices()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(quantity()).toHaveAccessibleDescription('Only 7 left');
    await user.selectOptions(quantity(), '6');

    // Navy L has 4: the quantity comes down with the choice (navy M, on the way, is sold out).
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Navy Sold out' }));
    await user.click(within(group('Size')).getByRole('radio', { name: 'L' }));
    expect(quantityChoices()).toEqual(['1', '2', '3', '4']);
    expect(quantity()).toHaveValue('4');
    expect(quantity()).toHaveAccessibleDescription('Only 4 left');
    await user.click(addToCart());
    await waitFor(() => expect(shop.calls('POST /api/cart/add')).toHaveLength(1));
    expect(shop.calls('POST /api/cart/add')[0]?.body).toMatchObject({ quantity: 4, sku: 'TEE-NAVY-L' });

    await user.click(within(group('Size')).getByRole('radio', { name: 'S' }));
    expect(quantityChoices()).toHaveLength(10);
    expect(quantity()).toHaveAccessibleDescription('Up to 10 at a time');
  });

  it('picks the value of an option that has only one; the price follows the storage', async () => {
    const { user, shop } = showProduct(phone);
    await screen.findByRole('heading', { level: 1, name: phone.title });
    expect(checked('Colour')).toEqual(['Black']);
    expect(checked('Storage')).toEqual([]);
    expect(buyBox()).toHaveTextContent('From $499.00');
    await user.click(within(group('Storage')).getByRole('radio', { name: '256 GB' }));
    expect(buyBox()).toHaveTextContent('$599.00');
    expect(buyBox()).not.toHaveTextContent('From');
    await user.click(addToCart());
    await waitFor(() => expect(shop.calls('POST /api/cart/add')).toHaveLength(1));
    expect(shop.calls('POST /api/cart/add')[0]?.body).toMatchObject({ sku: 'PH-BLACK-256' });
  });

  it('one price for every variant: no "From"', async () => {
    showProduct(ring);
    await screen.findByRole('heading', { level: 1, name: ring.title });
    expect(buyBox()).toHaveTextContent('$89.00');
    expect(buyBox()).not.toHaveTextContent('From');
  });
});

describe('the product page without options', () => {
  it('has no picker, says its stock and adds its single variant', async () => {
    const { user, shop } = showProduct(mug);
    await screen.findByRole('heading', { level: 1, name: mug.title });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(stockLine()).toHaveTextContent('In stock');
    expect(quantity()).toHaveAccessibleDescription('Up to 10 at a time');
    await user.click(addToCart());
    await waitFor(() => expect(shop.calls('POST /api/cart/add')).toHaveLength(1));
    expect(shop.calls('POST /api/cart/add')[0]?.body).toEqual({ productId: '101', quantity: 1, sku: 'MUG-101' });
  });

  it('sold out: says so and cannot be added', async () => {
    showProduct({ ...mug, stock: 0, variants: [{ ...mug.variants![0]!, stock: 0 }] });
    await screen.findByRole('heading', { level: 1, name: mug.title });
    expect(stockLine()).toHaveTextContent('Out of stock');
    expect(addToCart()).toBeDisabled();
  });
});

describe('the wish-list button on a product with options', () => {
  it('saves the variant chosen, and says saved only for that one', async () => {
    const { user, shop } = showProduct(tee, '?colour=white&size=M');
    await screen.findByRole('heading', { level: 1, name: tee.title });
    const whiteM = tee.variants?.find((variant) => variant.options.colour === 'white' && variant.options.size === 'M');
    await user.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    await waitFor(() =>
      expect(shop.calls('POST /api/wishlist/add').map((call) => call.body)).toEqual([
        { productId: String(tee.id), sku: whiteM?.sku },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Remove from Wish List' })).toBeInTheDocument();
  });
});
