import { Box, Link, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Money } from '../../browser-kit/ui/Money';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { PLACEHOLDER_IMAGE } from '../../universal/product';
import { lineTitle } from '../../universal/variants';
import { lineClamp } from '../../browser-kit/ui/line-clamp';
import { LeanSkeleton } from '../../browser-kit/ui/LeanSkeleton';

/** Spec §9: the checkout summary and each order in the list show the first 3 items. */
export const ITEMS_SHOWN = 3;

export interface OrderLineProps {
  productId: string;
  title: string;
  /** Per unit, in minor units of `currency`; undefined while it is priced (a placeholder meanwhile). */
  unitCents: number | undefined;
  /** ISO 4217 (an order's own currency, or the settlement currency checkout totals in). */
  currency: string | undefined;
  /** What an order charged: exactly in its currency, whatever currency the shopper displays. */
  exact?: boolean;
  image: string;
  quantity: number;
  /** The variant as sold ("Navy / M"), shown under the title. */
  variantLabel?: string;
  /** Smaller picture and text, for the checkout summary. */
  dense?: boolean;
  /** A delivered order's line links to the product's review form. */
  reviewable?: boolean;
}

/** One product line of an order or of the checkout summary: picture, title (linked), variant, quantity, price. */
export function OrderLine({
  productId,
  title,
  unitCents,
  currency,
  exact,
  image,
  quantity,
  variantLabel,
  dense,
  reviewable,
}: OrderLineProps) {
  const intl = useIntl();
  const size = dense ? 48 : 72;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}>
      <Box
        component="img"
        src={image || PLACEHOLDER_IMAGE}
        alt={lineTitle(title, variantLabel)}
        loading="lazy"
        width={size}
        height={size}
        onError={(event) => {
          const img = event.currentTarget as HTMLImageElement;
          if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
        }}
        sx={{
          width: size,
          height: size,
          objectFit: 'contain',
          flexShrink: 0,
          bgcolor: 'shop.surfaceMuted',
          borderRadius: 1,
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link component={RouterLink} to={`/product/${productId}`} variant={dense ? 'body2' : 'body1'} sx={lineClamp(2)}>
          {title}
        </Link>
        {variantLabel && (
          <Typography variant="body2" color="text.secondary">
            <bdi>{variantLabel}</bdi>
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'orders.line.quantity' }, { quantity })}
        </Typography>
        {reviewable && (
          <Link component={RouterLink} to={`/review/${productId}`} variant="body2">
            {intl.formatMessage({ id: 'review.write' })}
          </Link>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {unitCents === undefined || currency === undefined ? (
          <LeanSkeleton variant="text" width={56} aria-hidden />
        ) : (
          <Money cents={unitCents * quantity} currency={currency} exact={exact} />
        )}
      </Typography>
    </Box>
  );
}
