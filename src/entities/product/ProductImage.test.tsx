import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductTileLink, ProductTileTitle } from '../../features/catalogue/components/ProductTileLink';
import { ProductImage } from './ProductImage';

const product = { image: '/catalog/images/7.svg', title: 'Voltari Speaker' };

it('names a product picture by its title, and leaves it unnamed inside a tile link that names the product', () => {
  render(
    <MemoryRouter>
      <ProductImage product={product} size={150} />
      <ProductTileLink href="/product/7" picture={<ProductImage product={product} size={150} decorative />}>
        <ProductTileTitle fontSize={14}>{product.title}</ProductTileTitle>
      </ProductTileLink>
    </MemoryRouter>,
  );
  expect(screen.getByRole('img', { name: 'Voltari Speaker' })).toBeInTheDocument();
  // The link reads the title once, not "Voltari Speaker Voltari Speaker".
  expect(screen.getByRole('link', { name: 'Voltari Speaker' })).toBeInTheDocument();
});

it("asks for the width it shows: a picture of the shop's own by its rendered widths and its size, a remote one as it is", () => {
  render(
    <>
      <ProductImage product={product} size={180} />
      <ProductImage product={{ image: 'https://img.example.com/7.jpg', title: 'Remote Speaker' }} size={180} />
    </>,
  );
  const local = screen.getByRole('img', { name: 'Voltari Speaker' });
  expect(local).toHaveAttribute('src', '/catalog/images/7.svg');
  expect(local).toHaveAttribute('srcset', expect.stringContaining('/catalog/images/7-320.webp 320w'));
  expect(local).toHaveAttribute('sizes', '180px');
  const remote = screen.getByRole('img', { name: 'Remote Speaker' });
  expect(remote).not.toHaveAttribute('srcset');
  expect(remote).not.toHaveAttribute('sizes');
});
