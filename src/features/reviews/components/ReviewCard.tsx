import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Chip, Rating, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Review } from '../../../universal/contracts/reviews';
import type { Product } from '../../../universal/product';
import { SHOP_NAME } from '../../../universal/shop-name';
import { variantBySku, variantValues } from '../../../universal/variants';

/**
 * What the reviewer bought, "Size: M · Colour: Navy": named by the product as the page shows it (in its
 * language), else as the review answer names it ("Navy / M").
 */
function useVariantText(review: Review, product: Product | undefined): string | undefined {
  const intl = useIntl();
  const variant = product && review.sku !== undefined ? variantBySku(product, review.sku) : undefined;
  if (!product || !variant) return review.variantLabel;
  const values = variantValues(product, variant);
  return values.length === 0
    ? undefined
    : values.map((value) => intl.formatMessage({ id: 'review.variant' }, value)).join(' · ');
}

/**
 * One review: stars, title, who and when (in the page's language), the variant they bought, the verified
 * badge and the text. `product`: the reviewed product, whose options name the variant.
 */
export function ReviewCard({ review, product }: { review: Review; product?: Product }) {
  const intl = useIntl();
  const date = intl.formatDate(review.createdAt, { year: 'numeric', month: 'long', day: 'numeric' });
  const variantText = useVariantText(review, product);
  return (
    <Box component="article" aria-labelledby={`review-${review.id}`} sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating
          value={review.stars}
          readOnly
          size="small"
          getLabelText={(stars) => intl.formatMessage({ id: 'review.stars' }, { stars })}
        />
        <Typography id={`review-${review.id}`} component="h3" sx={{ fontWeight: 700 }}>
          <bdi>{review.title}</bdi>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'review.byline' }, { name: <bdi key="name">{review.reviewer}</bdi>, date })}
        </Typography>
        {review.verified && (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            icon={<VerifiedIcon />}
            label={intl.formatMessage({ id: 'review.verified' })}
          />
        )}
      </Box>
      {variantText && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <bdi>{variantText}</bdi>
        </Typography>
      )}
      <Typography dir="auto" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.text}
      </Typography>
      {review.reply && (
        <Box sx={{ mt: 1.5, ps: 2, borderInlineStart: 3, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {intl.formatMessage({ id: 'review.reply' }, { shop: SHOP_NAME })}
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
