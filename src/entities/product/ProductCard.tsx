/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ComponentType, memo } from 'react';
import { useIntl } from 'react-intl';
import { useCategoryName } from './use-category-name';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import type { Product } from '../../universal/product';
import { stockLevel } from '../../universal/variants';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { cardHref, cardPicture } from './shown-variant';
import { StarRating } from './StarRating';
import { tapTarget } from '../../browser-kit/ui/tap-target';
import { lineClamp } from '../../browser-kit/ui/line-clamp';
import { linkLook, themeStyles } from '../../browser-kit/ui/theme-styles';

/**
 * What a screen puts on the card: `corner` over the picture's top end (the wish-list heart), `actions` above
 * View details (Add to Cart). Components, not elements, so one constant object serves every card and the
 * memoised cards need not redraw when the screen does.
 */
export interface ProductCardSlots {
  corner?: ComponentType<{ product: Product }>;
  actions?: ComponentType<{ product: Product }>;
}

const NO_SLOTS: ProductCardSlots = {};

/** The card picture's side in CSS px (the list page's server part preloads the first one at this size). */
export const CARD_PICTURE_PX = 180;

/**
 * The card's styles, made once per theme: each element takes one serialized rule through Emotion's `css`
 * prop. They are the rules MUI's Card (outlined), Chip (small), Typography and Link with the card's `sx`
 * wrote out, so the card looks as it did; resolving `sx` and MUI's component styles for each of a list
 * page's ~30 elements × 24 cards was half of the page's render (decision 0086).
 */
const useCardStyles = themeStyles((theme) => {
  const { palette, typography } = theme;
  const link = linkLook(theme);
  return {
    card: css({
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      transition: theme.transitions.create('box-shadow'),
      borderRadius: `${Number(theme.shape.borderRadius)}px`,
      border: `1px solid ${palette.divider}`,
      overflow: 'hidden',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      borderColor: palette.shop.rule,
      '&:hover': { boxShadow: '0 2px 8px rgba(15,17,17,.15)' },
    }),
    corner: css({
      position: 'absolute',
      top: '6px',
      insetInlineEnd: '6px',
      zIndex: 1,
      backgroundColor: 'rgba(255,255,255,.85)',
      borderRadius: '50%',
    }),
    picture: css({
      display: 'grid',
      placeItems: 'center',
      backgroundColor: palette.shop.surfaceMuted,
      padding: '16px',
    }),
    body: css({ padding: '12px', display: 'flex', flexDirection: 'column', gap: '6px', flex: 1 }),
    badge: css({
      maxWidth: '100%',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: '24px',
      lineHeight: 1.5,
      borderRadius: '16px',
      whiteSpace: 'nowrap',
      transition: theme.transitions.create(['background-color', 'box-shadow']),
      cursor: 'unset',
      outline: 0,
      textDecoration: 'none',
      border: 0,
      padding: 0,
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      alignSelf: 'flex-start',
      backgroundColor: palette.shop.badge,
      color: palette.shop.onBadge,
      fontWeight: 600,
    }),
    badgeLabel: css({
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: '8px',
      paddingRight: '8px',
      whiteSpace: 'nowrap',
    }),
    heading: css({
      margin: 0,
      fontFamily: typography.body1.fontFamily,
      fontWeight: typography.body1.fontWeight,
      fontSize: '15px',
      lineHeight: 1.35,
    }),
    title: css({
      ...link,
      color: palette.text.primary,
      ...lineClamp(3),
      // A title of one line is still a 24 px target (WCAG 2.5.8): 15 px type at 1.35 is 20 px.
      minHeight: '24px',
      '&:hover': { textDecoration: 'underline', color: palette.shop.linkHover },
    }),
    soldOut: css({
      margin: 0,
      fontFamily: typography.body2.fontFamily,
      fontWeight: 700,
      fontSize: typography.body2.fontSize,
      lineHeight: typography.body2.lineHeight,
      color: palette.error.main,
    }),
    actions: css({ marginTop: 'auto', paddingTop: '8px', display: 'flex', flexDirection: 'column', gap: '8px' }),
    details: css({
      ...link,
      color: palette.info.main,
      ...tapTarget,
      minHeight: '24px',
      minWidth: '24px',
      justifyContent: 'center',
      fontSize: '14px',
    }),
  };
});

/**
 * A product in the list: badge, picture, title, stars, price, "Out of stock" when every variant is sold
 * out (it stays listed; "In stock only" filters it), the screen's actions and View details. Memoised:
 * a filter click re-renders the page twice before new results arrive, and the old cards need not redraw.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  slots: { corner: Corner, actions: Actions } = NO_SLOTS,
}: {
  product: Product;
  eager?: boolean;
  slots?: ProductCardSlots;
}) {
  const intl = useIntl();
  const nameOf = useCategoryName();
  const styles = useCardStyles();
  const href = cardHref(product);
  const picture = product.shown ? { title: product.title, image: cardPicture(product) } : product;
  return (
    <article aria-label={product.title} css={styles.card}>
      {Corner && (
        <div css={styles.corner}>
          <Corner product={product} />
        </div>
      )}
      {/* The picture is a second way to the page for the pointer only (as PictureLink): the title is the one link
          keyboard and screen-reader users meet. */}
      <RouterLink to={href} tabIndex={-1} aria-hidden css={styles.picture}>
        <ProductImage product={picture} size={CARD_PICTURE_PX} eager={eager} />
      </RouterLink>
      <div css={styles.body}>
        <div css={styles.badge}>
          <span css={styles.badgeLabel}>{nameOf(product.category)}</span>
        </div>
        <h2 css={styles.heading}>
          <RouterLink to={href} css={styles.title}>
            {product.title}
          </RouterLink>
        </h2>
        <StarRating rate={product.rating.rate} count={product.rating.count} />
        <Price of={product} />
        {product.stock !== undefined && stockLevel(product.stock) === 'out' && (
          <p css={styles.soldOut}>{intl.formatMessage({ id: 'product.card.outOfStock' })}</p>
        )}
        <div css={styles.actions}>
          {Actions && <Actions product={product} />}
          <RouterLink
            to={href}
            aria-label={intl.formatMessage({ id: 'product.card.viewDetailsLabel' }, { title: product.title })}
            css={styles.details}
          >
            {intl.formatMessage({ id: 'product.card.viewDetails' })}
          </RouterLink>
        </div>
      </div>
    </article>
  );
});
