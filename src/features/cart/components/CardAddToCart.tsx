import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { ButtonWithOptions } from '../../../browser-kit/ui/ButtonWithOptions';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../universal/product';
import { hasOptions } from '../../../universal/variants';
import { useToast } from '../../../browser-kit/toast';
import { AddToCartButton } from './AddToCartButton';

/**
 * Add to Cart where a product is only a card (lists, suggestions). A product without options adds its
 * single variant. One with options (sizes, colours…) cannot be added blind: the button takes the shopper
 * to its page to choose, and says so.
 */
export function CardAddToCart({ product }: { product: Product }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  if (!hasOptions(product)) return <AddToCartButton product={product} sku={product.sku} size="small" fullWidth />;
  const label = intl.formatMessage({ id: 'cart.add.button' });
  return (
    <ButtonWithOptions
      variant="contained"
      size="small"
      fullWidth
      aria-label={`${label}${intl.formatMessage({ id: 'cart.add.productName' }, { title: product.title })}`}
      startIcon={<AddShoppingCartIcon aria-hidden />}
      onClick={() => {
        toast.info('cart.add.chooseOptions');
        void navigate(`/product/${product.id}`);
      }}
    >
      {label}
    </ButtonWithOptions>
  );
}
