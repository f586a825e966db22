import { useSearchParams } from 'react-router-dom';
import type { Product } from '../../../../universal/product';
import { ProductGallery } from './ProductGallery';
import { shownPictures } from './shown-pictures';

/** The product page's gallery, showing the pictures of the choice in the URL first. */
export function ProductPictures({ product }: { product: Product }) {
  const [search] = useSearchParams();
  return <ProductGallery pictures={shownPictures(product, search)} alt={product.title} />;
}
