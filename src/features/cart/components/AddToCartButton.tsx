import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../../universal/product';
import { useToast } from '../../../browser-kit/toast';
import { ButtonWithOptions } from '../../../browser-kit/ui/ButtonWithOptions';
import { Spinner } from '../../../browser-kit/ui/Spinner';
import { useAddToCartMutation, useCartItems } from '../../../entities/cart';
import { useChangeFailureToast } from '../../../browser-kit/api/change-failure';
import { AddedToCartToast } from './AddedToCartToast';
import { useIntl } from 'react-intl';

/** Spec §9: 'Added!' shows for 3 seconds. */
export const ADDED_FEEDBACK_MS = 3000;

export interface AddToCartButtonProps {
  product: Product;
  quantity?: number;
  /** The variant to add (issue 33): the product page's choice. */
  sku?: string;
  /**
   * Asked first on every click: false adds nothing (the product page, when an option is still open,
   * says which and takes the shopper there).
   */
  beforeAdd?: () => boolean;
  /** The choice cannot be added (sold out, not sold); `describedBy` names the element saying why. */
  disabled?: boolean;
  describedBy?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

type Phase = 'idle' | 'adding' | 'added';

/**
 * Spec §4: idle, 'Adding...', then 'Added!' for 3 seconds. A product already in the cart reads
 * 'In Cart' on compact (card) buttons and 'Already in Cart' on full-size ones; clicking still adds more.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  sku,
  beforeAdd,
  disabled = false,
  describedBy,
  size = 'medium',
  fullWidth,
}: AddToCartButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const { items } = useCartItems();
  const [addToCart] = useAddToCartMutation();
  const [phase, setPhase] = useState<Phase>('idle');
  // Set on the click itself: a second press before the next render must not add twice either.
  const adding = useRef(false);
  const element = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const inCart = items.some((item) => item.productId === String(product.id));
  const label =
    phase === 'adding'
      ? intl.formatMessage({ id: 'cart.add.adding' })
      : phase === 'added'
        ? intl.formatMessage({ id: 'cart.add.added' })
        : inCart
          ? size === 'small'
            ? intl.formatMessage({ id: 'cart.add.inCart' })
            : intl.formatMessage({ id: 'cart.add.alreadyInCart' })
          : intl.formatMessage({ id: 'cart.add.button' });

  const line = { productId: String(product.id), quantity, ...(sku === undefined ? {} : { sku }) };

  async function add() {
    if (adding.current) return;
    if (beforeAdd && !beforeAdd()) return;
    clearTimeout(timer.current);
    adding.current = true;
    setPhase('adding');
    const result = await addToCart(line);
    adding.current = false;
    if ('error' in result) {
      setPhase('idle');
      changeFailed(result.error, 'cart.add.failed', element.current);
      return;
    }
    setPhase('added');
    // Placed where it cannot cover this button (toastOrigin): the shopper may press it again at once.
    toast.success(<AddedToCartToast product={product} />, { near: element.current });
    timer.current = setTimeout(() => setPhase('idle'), ADDED_FEEDBACK_MS);
  }

  return (
    <ButtonWithOptions
      ref={element}
      variant="contained"
      color={phase === 'added' || (phase === 'idle' && inCart) ? 'secondary' : 'primary'}
      size={size}
      fullWidth={fullWidth}
      // Named by what it shows ("Add to Cart", "Added!", "In Cart"), so voice control can say it and a
      // screen reader hears the state change, then which product it is for in a list of cards.
      aria-label={`${label}${intl.formatMessage({ id: 'cart.add.productName' }, { title: product.title })}`}
      aria-busy={phase === 'adding'}
      // Busy, not disabled, while adding (issue 48): a disabled button drops the keyboard's focus to the
      // page, and the shopper pressing Enter on it would have to find their place again. A press while
      // busy adds nothing (the ref above).
      aria-disabled={phase === 'adding' || undefined}
      aria-describedby={describedBy}
      startIcon={
        phase === 'adding' ? (
          <Spinner size={16} tone="inherit" />
        ) : phase === 'added' || inCart ? (
          <CheckIcon aria-hidden />
        ) : (
          <AddShoppingCartIcon aria-hidden />
        )
      }
      onClick={() => void add()}
      disabled={disabled}
    >
      {label}
    </ButtonWithOptions>
  );
}
