import { Button, type ButtonProps } from '@mui/material';
import { useSelector } from 'react-redux';
import type { Product } from '../../../shared/product';
import { selectSignedIn } from '../../../shared/session';
import { useToast } from '../../../shared/toast';

export interface AddToCartButtonProps {
  product: Product;
  quantity?: number;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

// Contract for the catalogue screens; the cart issue completes the signed-in states
// (Adding... / Added! / In Cart) and the 'Added to Cart!' toast.
export function AddToCartButton({ product, size = 'medium', fullWidth }: AddToCartButtonProps) {
  const signedIn = useSelector(selectSignedIn);
  const toast = useToast();
  return (
    <Button
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      aria-label={`Add ${product.title} to cart`}
      onClick={() => {
        if (!signedIn) toast.error('Please log in to add items to cart');
      }}
    >
      Add to Cart
    </Button>
  );
}
