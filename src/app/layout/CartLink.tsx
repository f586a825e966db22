/** @jsxImportSource @emotion/react */
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { cartBadgeText } from './nav-links';
import { navButtonSx } from './nav-styles';
import { useIntl } from 'react-intl';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';

const useCartLinkStyles = themeStyles((theme) => {
  const badge = (unsure: boolean) =>
    sxRule(theme, {
      position: 'absolute',
      top: -4,
      left: '50%',
      transform: 'translateX(-30%)',
      color: unsure ? 'shop.onDarkMuted' : 'shop.cartCount',
      fontWeight: 700,
      fontSize: 15,
      lineHeight: 1,
    });
  return {
    link: sxRule(theme, { ...navButtonSx, gap: 0.5, alignItems: 'flex-end' }),
    icon: sxRule(theme, { position: 'relative', display: 'flex' }),
    badge: badge(false),
    badgeUnsure: badge(true),
    mark: sxRule(theme, { color: 'shop.cartCount' }),
    text: sxRule(theme, { fontWeight: 700, fontSize: 14, display: { xs: 'none', sm: 'inline' } }),
  };
});

/**
 * The cart link with its count (sum of quantities), capped at '9+'. When the cart could not load
 * (`unsure`) a failed load is not an empty cart: the badge shows the last count the server gave,
 * dimmed, or none, marked with a '!'; the link's name says which.
 */
export function CartLink({ count, unsure = false }: { count: number | undefined; unsure?: boolean }) {
  const intl = useIntl();
  const label =
    count === undefined
      ? intl.formatMessage({ id: 'header.cart.labelUnknown' })
      : intl.formatMessage({ id: unsure ? 'header.cart.labelLastKnown' : 'header.cart.label' }, { count });
  const styles = useCartLinkStyles();
  return (
    <RouterLink to="/cart" aria-label={label} css={styles.link}>
      <div css={styles.icon}>
        <ShoppingCartOutlinedIcon sx={{ fontSize: 34 }} />
        {(count !== undefined || unsure) && (
          <span aria-hidden data-testid="cart-count" css={unsure ? styles.badgeUnsure : styles.badge}>
            {count !== undefined && cartBadgeText(count)}
            {unsure && (
              <span data-testid="cart-count-unsure" css={styles.mark}>
                !
              </span>
            )}
          </span>
        )}
      </div>
      <span aria-hidden css={styles.text}>
        {intl.formatMessage({ id: 'header.cart.text' })}
      </span>
    </RouterLink>
  );
}
