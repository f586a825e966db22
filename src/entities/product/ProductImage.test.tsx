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
        <ProductTileTitle>{product.title}</ProductTileTitle>
      </ProductTileLink>
    </MemoryRouter>,
  );
  expect(screen.getByRole('img', { name: 'Voltari Speaker' })).toBeInTheDocument();
  // The link reads the title once, not "Voltari Speaker Voltari Speaker".
  expect(screen.getByRole('link', { name: 'Voltari Speaker' })).toBeInTheDocument();
});
