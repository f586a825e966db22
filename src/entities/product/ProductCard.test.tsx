/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import arMessages from '../../universal/i18n/messages/ar.json';
import type { Product } from '../../universal/product';
import { renderRoute } from '../../test/render';
import { ProductCard } from './ProductCard';

const jacket = (stock: number | undefined): Product => ({
  id: 35,
  title: 'Rain Jacket',
  price: 55,
  description: 'Sheds rain.',
  category: "men's clothing",
  image: '/catalog/images/35.svg',
  rating: { rate: 4, count: 9 },
  sku: 'SF35-M',
  ...(stock === undefined ? {} : { stock }),
});

describe('ProductCard', () => {
  it('says "Out of stock" on a product every variant of which is sold out, and stays a link to it', () => {
    renderRoute(<ProductCard product={jacket(0)} />);
    const card = screen.getByRole('article', { name: 'Rain Jacket' });
    expect(card).toHaveTextContent('Out of stock');
    expect(screen.getByRole('link', { name: 'Rain Jacket' })).toHaveAttribute('href', '/product/35');
  });

  it('says nothing of stock while any unit is left, or when the answer has no stock', () => {
    renderRoute(
      <>
        <ProductCard product={{ ...jacket(1), id: 1, title: 'Last one' }} />
        <ProductCard product={{ ...jacket(undefined), id: 2, title: 'FakeStore product' }} />
      </>,
    );
    expect(screen.getByRole('article', { name: 'Last one' })).not.toHaveTextContent('Out of stock');
    expect(screen.getByRole('article', { name: 'FakeStore product' })).not.toHaveTextContent('Out of stock');
  });

  it('says it in the page language', () => {
    renderRoute(<ProductCard product={jacket(0)} />, { locale: 'ar', messages: arMessages });
    expect(screen.getByRole('article', { name: 'Rain Jacket' })).toHaveTextContent('نفد من المخزون');
  });

  it("shows and links to the variant a size or colour filter chose (the answer's shown)", () => {
    const shown = { options: { colour: 'olive', size: 'M' }, image: '/catalog/images/35-olive.svg' };
    const { container } = renderRoute(<ProductCard product={{ ...jacket(3), shown }} />);
    expect(screen.getByRole('link', { name: 'Rain Jacket' })).toHaveAttribute(
      'href',
      '/product/35?colour=olive&size=M',
    );
    expect(screen.getByRole('link', { name: /View details/ })).toHaveAttribute(
      'href',
      '/product/35?colour=olive&size=M',
    );
    expect(container.querySelector('img')?.getAttribute('src')).toContain('35-olive');
  });
});
