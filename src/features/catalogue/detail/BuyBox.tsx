/** @jsxImportSource @emotion/react */
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTheme } from '@mui/material';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../../universal/product';
import { optionsOf, valueAvailability } from '../../../universal/variants';
import { ChoicePrice } from './ChoicePrice';
import { DeliverToLine, StandardDeliveryLine } from './DeliveryLines';
import { OptionPicker } from './OptionPicker';
import { QUANTITY_CHOICES, quantityLimit } from './product-page';
import { StockLine } from './StockLine';
import type { ChoiceState } from './variant-choice';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';
import { useBrowserLayoutEffect } from '../../../browser-kit/use-browser-layout-effect';
import { useScreenMatches } from '../../../browser-kit/use-screen-matches';
import { LeanSelectField } from '../../../browser-kit/ui/LeanSelectField';
import { LeanDivider } from '../../../browser-kit/ui/LeanDivider';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { raisedPaperLook } from '../../../browser-kit/ui/raised-paper-look';

/** Spec §9: the return policy is 30 days. */
export const RETURN_DAYS = 30;

/** The bar's height: the page keeps this much room at its end while the bar covers the bottom. */
const BUY_BAR_HEIGHT = 72;

/** The box's own elements' styles, made once per theme (decision 0086). */
const useBuyBoxStyles = themeStyles((theme) => ({
  box: sxRule(theme, { p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }),
  // The phone's bar: `<Paper elevation={8} square>` with its own rules over it.
  bar: sxRule(
    theme,
    {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 'appBar',
      height: BUY_BAR_HEIGHT,
      px: 2,
      display: 'flex',
      alignItems: 'center',
      gap: 2,
    },
    raisedPaperLook(theme, 8),
  ),
  line: sxRule(theme, { display: 'flex', gap: 1, alignItems: 'flex-start', fontSize: 14 }),
  lineIcon: sxRule(theme, { color: 'text.secondary', display: 'flex', mt: '1px' }),
  barButton: sxRule(theme, { flex: 1 }),
  quantity: sxRule(theme, { width: 'fit-content', minWidth: 120 }),
}));

function InfoLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  const styles = useBuyBoxStyles();
  return (
    <div css={styles.line}>
      <div css={styles.lineIcon} aria-hidden>
        {icon}
      </div>
      <div>{children}</div>
    </div>
  );
}

/**
 * On phones, once the shopper has scrolled past the box's Add to Cart, a bar at the bottom of the
 * screen keeps the price and Add to Cart (same quantity) in reach. It exists only while the box's own
 * button is out of view, so there is never a second Add to Cart on screen.
 */
function useBuyBarShown() {
  const theme = useTheme();
  // After hydration only: the bar is never part of the first paint.
  const phone = useScreenMatches(theme.breakpoints.down('md'));
  const anchor = useRef<HTMLDivElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!phone || !element) return undefined;
    // A scroll listener, not an IntersectionObserver: a fling or a jump can pass the button without
    // ever intersecting, and the observer would then never say it is gone.
    let frame = 0;
    const check = () => {
      frame = 0;
      setScrolledPast(element.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [phone]);
  const shown = phone && scrolledPast;
  useEffect(() => {
    if (!shown) return undefined;
    document.body.style.paddingBottom = `${BUY_BAR_HEIGHT}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  return { anchor, shown };
}

/** What the page's Add to Cart is given: the product, the quantity, the chosen variant and whether it can be added. */
export interface AddToCartSlotProps {
  product: Product;
  quantity: number;
  /** The chosen variant's SKU; undefined while an option is open or the values name no variant. */
  sku: string | undefined;
  /** Asked on every click: false when an option is still open (the box says which and goes there). */
  beforeAdd: () => boolean;
  /** Sold out or not sold; `describedBy` is the stock line saying so. */
  disabled: boolean;
  describedBy: string | undefined;
}

/** The buttons the page puts in the box: Add to Cart (with the chosen variant and quantity) and the wish-list button. */
export interface BuyBoxSlots {
  addToCart: ComponentType<AddToCartSlotProps>;
  /** `sku`: the chosen variant, saved as that one; before a full choice, none (the product's default). */
  wishlist: ComponentType<{ product: Product; sku?: string }>;
  /** On a sold-out variant: "Email me when it's back" for that variant. */
  backInStock: ComponentType<{ sku: string }>;
}

/**
 * The right-hand box: price, delivery, the stock line, the option pickers, the quantity (1–10, no more
 * than the variant's stock), Add to Cart and the wish-list button. The choice is the page's (its URL).
 */
export function BuyBox({
  product,
  choice,
  onChoose,
  slots,
}: {
  product: Product;
  choice: ChoiceState;
  onChoose: (key: string, value: string) => void;
  slots: BuyBoxSlots;
}) {
  const { addToCart: AddToCart, wishlist: Wishlist, backInStock: BackInStock } = slots;
  const intl = useIntl();
  const stockLineId = useId();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const quantitySelect = useRef<HTMLSelectElement>(null);
  // A shopper may pick a quantity on the server-rendered page before its script runs; hydration keeps
  // the select showing it but starts the state at 1, so take what the select shows. In the commit's own
  // task: a tap on Add to Cart that React took between hydration and a later effect added 1 (the browser
  // suite's cart journey, once in CI).
  useBrowserLayoutEffect(() => {
    const shown = Number(quantitySelect.current?.value);
    if (QUANTITY_CHOICES.includes(shown)) setQuantity(shown);
  }, []);
  // Once an add found an option open, each open option says so until it is picked.
  const [missingAsked, setMissingAsked] = useState(false);
  const groups = useRef(new Map<string, HTMLDivElement>());
  const buyBar = useBuyBarShown();
  const styles = useBuyBoxStyles();
  const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;

  const limit = quantityLimit(choice.variant?.stock);
  const chosenQuantity = Math.min(quantity, Math.max(limit.max, 1));
  const canAdd = choice.status === 'available' || choice.status === 'incomplete';
  const beforeAdd = () => {
    const [open] = choice.missing;
    if (!open) return true;
    setMissingAsked(true);
    // The group's tab stop: the shopper lands on the first value, arrows pick.
    groups.current.get(open.key)?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    return false;
  };
  const addToCart = (
    <AddToCart
      product={product}
      quantity={chosenQuantity}
      sku={choice.variant?.sku}
      beforeAdd={beforeAdd}
      disabled={!canAdd}
      describedBy={canAdd ? undefined : stockLineId}
    />
  );
  return (
    <LeanPaper as="section" aria-label={intl.formatMessage({ id: 'buybox.label' })} look={styles.box}>
      <ChoicePrice price={choice.price} size="large" />
      <InfoLine icon={<LocalShippingOutlinedIcon fontSize="small" />}>
        <StandardDeliveryLine />
      </InfoLine>
      <InfoLine icon={<LocationOnOutlinedIcon fontSize="small" />}>
        <DeliverToLine />
      </InfoLine>
      <StockLine id={stockLineId} level={choice.stock} units={choice.units} />
      {optionsOf(product).map((option) => (
        <OptionPicker
          key={option.key}
          option={option}
          chosen={choice.choice[option.key]}
          availability={(value) => valueAvailability(product, choice.choice, option.key, value)}
          onChoose={(value) => onChoose(option.key, value)}
          error={
            missingAsked && choice.missing.some((open) => open.key === option.key)
              ? intl.formatMessage({ id: 'product.choice.missing' }, { option: option.name })
              : undefined
          }
          groupRef={(element) => {
            if (element) groups.current.set(option.key, element);
            else groups.current.delete(option.key);
          }}
        />
      ))}
      <LeanSelectField
        id={quantityId}
        name="quantity"
        label={intl.formatMessage({ id: 'cart.quantity.value' })}
        value={chosenQuantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
        disabled={limit.max === 0}
        helperText={
          limit.max === 0
            ? undefined
            : limit.reason === 'stock'
              ? intl.formatMessage({ id: 'product.stock.low' }, { count: limit.max })
              : intl.formatMessage({ id: 'product.quantity.pageLimit' }, { count: limit.max })
        }
        selectRef={quantitySelect}
        look={styles.quantity}
      >
        {QUANTITY_CHOICES.filter((count) => count <= Math.max(limit.max, 1)).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </LeanSelectField>
      <div ref={buyBar.anchor}>{addToCart}</div>
      {choice.status === 'sold-out' && choice.variant && <BackInStock sku={choice.variant.sku} />}
      <Wishlist product={product} sku={choice.variant?.sku} />
      {buyBar.shown && (
        <aside aria-label={intl.formatMessage({ id: 'buybox.barLabel' })} css={styles.bar}>
          <ChoicePrice price={choice.price} />
          <div css={styles.barButton}>{addToCart}</div>
        </aside>
      )}
      <LeanDivider />
      <InfoLine icon={<ReplayIcon fontSize="small" />}>
        <FormattedMessage id="buybox.returns" values={{ days: RETURN_DAYS, strong }} />
      </InfoLine>
      <InfoLine icon={<LockOutlinedIcon fontSize="small" />}>{intl.formatMessage({ id: 'buybox.secure' })}</InfoLine>
    </LeanPaper>
  );
}
