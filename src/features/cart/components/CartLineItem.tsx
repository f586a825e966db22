import { Box, Button, Divider, Skeleton, Typography } from '@mui/material';
import { useMoneyText } from '../../../browser-kit/i18n/shopper-locale';
import { Money } from '../../../browser-kit/ui/Money';
import { ProductLineItem } from '../../../browser-kit/ui/ProductLineItem';
import { lineTotal } from '../../../universal/pricing';
import { type PriceBook, priceIn } from '../../../universal/settlement';
import { stockLevel } from '../../../universal/variants';
import { type CartLine, useUnitsPerOrder } from '../../../entities/cart';
import { useLineActions } from '../use-line-actions';
import { QuantityStepper } from './QuantityStepper';
import { useIntl } from 'react-intl';
import { useState } from 'react';

const actionSx = { fontSize: 13, fontWeight: 400, color: 'info.main', minWidth: 0, px: 1 } as const;

const STOCK_TEXT = {
  'in-stock': { id: 'cart.line.inStock', color: 'success.main' },
  low: { id: 'cart.line.lowStock', color: 'warning.dark' },
  out: { id: 'cart.line.outOfStock', color: 'error.main' },
} as const;

/**
 * One cart line: picture, title, variant, stock, price, quantity, Remove and Save for later
 * (`saveForLater`, the page's: it takes the product to the wish list). `freeShipping`: the cart's
 * standard delivery is free as the summary prices it (the page decides, for every line alike).
 */
export function CartLineItem({
  line,
  book,
  saveForLater,
  freeShipping,
}: {
  line: CartLine;
  /** The shopper's settlement currency's book: the line's price is priceIn its variant's (none while it loads). */
  book: PriceBook | undefined;
  saveForLater: (line: CartLine) => Promise<void>;
  freeShipping: boolean;
}) {
  const intl = useIntl();
  const unitsPerOrder = useUnitsPerOrder();
  const { product, productId, quantity, variant, label } = line;
  const actions = useLineActions(line.sku);
  const stock = variant ? STOCK_TEXT[stockLevel(variant.stock)] : STOCK_TEXT['in-stock'];
  const [saving, setSaving] = useState(false);
  const busy = actions.busy || saving;
  async function save() {
    setSaving(true);
    try {
      await saveForLater(line);
    } finally {
      setSaving(false);
    }
  }
  const href = `/product/${productId}`;
  const moneyText = useMoneyText();
  const unitCents = book && priceIn(product, book);
  const priced = book && unitCents !== undefined ? { unitCents, currency: book.currency } : undefined;
  return (
    <ProductLineItem
      product={product}
      href={href}
      pictureSize={150}
      aside={
        priced ? (
          <Typography
            sx={{ fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap' }}
            aria-label={intl.formatMessage(
              { id: 'cart.line.totalLabel' },
              { amount: moneyText(lineTotal(priced.unitCents, quantity), priced.currency) },
            )}
          >
            <Money cents={lineTotal(priced.unitCents, quantity)} currency={priced.currency} />
          </Typography>
        ) : (
          <Skeleton variant="text" width={64} aria-hidden />
        )
      }
    >
      {quantity > 1 && priced && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'cart.line.each' }, { price: moneyText(priced.unitCents, priced.currency) })}
        </Typography>
      )}
      {label && (
        <Typography variant="body2">
          <bdi>{label}</bdi>
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: stock.color }}>
        {intl.formatMessage({ id: stock.id }, { count: variant?.stock ?? 0 })}
      </Typography>
      {freeShipping && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'cart.line.freeShipping' })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        <QuantityStepper
          quantity={quantity}
          title={product.title}
          disabled={busy}
          stock={variant?.stock}
          limit={unitsPerOrder}
          onChange={(next) => void actions.setQuantity(next)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }} />
          <Button
            size="small"
            sx={actionSx}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'cart.line.removeLabel' }, { title: product.title })}
            onClick={() => void actions.remove()}
          >
            {intl.formatMessage({ id: 'cart.line.remove' })}
          </Button>
          <Divider orientation="vertical" flexItem />
          <Button
            size="small"
            sx={actionSx}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'cart.line.saveLabel' }, { title: product.title })}
            onClick={() => void save()}
          >
            {intl.formatMessage({ id: 'cart.line.save' })}
          </Button>
        </Box>
      </Box>
    </ProductLineItem>
  );
}
