import { Box, Button, Divider, Link, Typography } from '@mui/material';
import { useMoneyText } from '../../../shared/i18n/shopper-locale';
import { Money } from '../../../shared/ui/Money';
import { Link as RouterLink } from 'react-router-dom';
import { lineTotal, toCents } from '../../../shared/pricing';
import type { CartLine } from '../use-cart';
import { useSaveForLater } from '../../save-for-later';
import { useLineActions } from '../use-line-actions';
import { QuantityStepper } from './QuantityStepper';
import { useIntl } from 'react-intl';

const actionSx = { fontSize: 13, fontWeight: 400, color: 'info.main', minWidth: 0, px: 1 } as const;

/** One cart line: picture, title, stock, price, quantity, Remove and Save for later. */
export function CartLineItem({ line }: { line: CartLine }) {
  const intl = useIntl();
  const { product, productId, quantity } = line;
  const actions = useLineActions(productId);
  const saving = useSaveForLater(productId);
  const busy = actions.busy || saving.busy;
  const href = `/product/${productId}`;
  const priceCents = toCents(product.price);
  const moneyText = useMoneyText();
  return (
    <Box
      component="li"
      aria-label={product.title}
      sx={{ listStyle: 'none', py: 2, borderBottom: '1px solid #ddd', display: 'flex', gap: { xs: 1.5, sm: 2.5 } }}
    >
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 88, sm: 150 },
          height: { xs: 88, sm: 150 },
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Box
          component="img"
          src={product.image}
          alt=""
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" sx={{ fontSize: { xs: 15, sm: 18 }, lineHeight: 1.3 }}>
            <Link
              component={RouterLink}
              to={href}
              sx={{
                color: 'text.primary',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                '&:hover': { color: 'shop.linkHover' },
              }}
            >
              {product.title}
            </Link>
          </Typography>
          <Typography
            sx={{ fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap' }}
            aria-label={intl.formatMessage(
              { id: 'cart.line.totalLabel' },
              { amount: moneyText(lineTotal(priceCents, quantity)) },
            )}
          >
            <Money cents={lineTotal(priceCents, quantity)} />
          </Typography>
        </Box>
        {quantity > 1 && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'cart.line.each' }, { price: moneyText(priceCents) })}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'success.main' }}>
          {intl.formatMessage({ id: 'cart.line.inStock' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'cart.line.freeShipping' })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          <QuantityStepper
            quantity={quantity}
            title={product.title}
            disabled={busy}
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
              onClick={() => void saving.saveForLater()}
            >
              {intl.formatMessage({ id: 'cart.line.save' })}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
