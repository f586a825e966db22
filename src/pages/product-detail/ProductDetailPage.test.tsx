/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import type { Product } from '../../universal/product';
import { deferredAnswer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import ProductDetailPage from './ProductDetailPage';

const headphones: Product = {
  id: 1,
  title: 'Nordvik Aria Over-Ear Wireless Headphones',
  price: 129.99,
  description: 'Closed-back over-ear headphones.',
  category: 'electronics',
  image: '/catalog/images/1.svg',
  rating: { rate: 4.4, count: 512 },
};

function showProduct(product: Product) {
  mockApi({
    [`GET /catalog/products/${product.id}`]: { body: product },
    'GET /catalog/products': { body: [] },
  });
  renderRoute(<ProductDetailPage />, { path: '/product/:id', at: `/product/${product.id}` });
}

describe('ProductDetailPage prices and brand tell the truth', () => {
  beforeEach(() => {
    // jsdom has no layout to scroll.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows the struck-out list price and the percentage only for a real, higher list price', async () => {
    showProduct({ ...headphones, listPrice: 149.99, brand: 'Nordvik' });
    expect(await screen.findByText('-13%')).toBeInTheDocument();
    expect(screen.getByText(/List Price/)).toHaveTextContent('List Price: $149.99');
  });

  it('claims no saving for a product without a list price', async () => {
    showProduct(headphones);
    await screen.findByRole('heading', { level: 1, name: headphones.title });
    expect(screen.queryByText(/List Price/)).not.toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('claims no saving when the list price is not above the price', async () => {
    showProduct({ ...headphones, listPrice: 129.99 });
    await screen.findByRole('heading', { level: 1, name: headphones.title });
    expect(screen.queryByText(/List Price/)).not.toBeInTheDocument();
  });

  it("names the product's brand, not its category, and links to that brand's products", async () => {
    showProduct({ ...headphones, brand: 'Nordvik' });
    const brand = await screen.findByRole('link', { name: 'Nordvik' });
    expect(brand.parentElement).toHaveTextContent('Brand: Nordvik');
    expect(brand).toHaveAttribute('href', '/products?brands=Nordvik');
    expect(screen.queryByText(/Brand: Electronics/)).not.toBeInTheDocument();
  });
});

describe('ProductDetailPage while it loads', () => {
  it('shows a skeleton shaped like the page, named for screen readers, not a lone spinner', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const answer = deferredAnswer();
    mockApi({ [`GET /catalog/products/${headphones.id}`]: answer.handler, 'GET /catalog/products': { body: [] } });
    renderRoute(<ProductDetailPage />, { path: '/product/:id', at: `/product/${headphones.id}` });
    const loading = await screen.findByRole('status', { name: 'Loading product' });
    // Its placeholder shapes: empty spans (the kit's Skeleton).
    expect(loading.querySelectorAll('span:empty').length).toBeGreaterThanOrEqual(5);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    answer.release({ body: headphones });
    expect(await screen.findByRole('heading', { level: 1, name: headphones.title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
  });
});

describe('ProductDetailPage suggestions', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

  it('shows what customers also bought with this product, before the related products', async () => {
    const mug = { ...headphones, id: 12, title: 'Travel mug', category: 'kitchen' };
    mockApi({
      [`GET /catalog/products/${headphones.id}`]: { body: headphones },
      [`GET /catalog/products/${headphones.id}/also-bought`]: { body: [mug] },
      'GET /catalog/products': { body: [] },
    });
    renderRoute(<ProductDetailPage />, { path: '/product/:id', at: `/product/${headphones.id}` });
    const row = await screen.findByRole('region', { name: 'Customers also bought' });
    expect(await within(row).findByRole('link', { name: /Travel mug/ })).toHaveAttribute('href', '/product/12');
    const related = screen.getByRole('region', { name: 'Related products' });
    expect(row.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
