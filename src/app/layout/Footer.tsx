/** @jsxImportSource @emotion/react */
import { ButtonBase } from '@mui/material';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { shellColors } from '../theme';
import { CATEGORY_LINKS, type NavLink, productsFor } from './nav-links';
import { Logo } from './Logo';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../universal/i18n/messages';
import { useAuthLink } from '../../browser-kit/return-path';
import { tapTarget } from '../../browser-kit/ui/tap-target';
import { linkLook, sxRule, themeStyles, typographyLook } from '../../browser-kit/ui/theme-styles';
import { LEGAL_PAGES, legalPath } from '../../universal/legal-pages';
import { LEGAL_TITLES } from '../../browser-kit/ui/legal-titles';

const COLUMNS: readonly { title: MessageId; links: readonly NavLink[] }[] = [
  {
    title: 'footer.shopWithUs',
    links: [
      { label: 'nav.allProducts', to: '/products' },
      { label: 'nav.todaysDeals', to: productsFor({ deals: 'true' }) },
      { label: 'nav.prime', to: productsFor({ prime: 'true' }) },
    ],
  },
  { title: 'footer.shopByCategory', links: CATEGORY_LINKS },
  {
    title: 'footer.yourAccount',
    links: [
      { label: 'nav.yourAccount', to: '/account' },
      { label: 'nav.yourOrders', to: '/orders' },
      { label: 'nav.yourWishList', to: '/wishlist' },
      { label: 'nav.yourCart', to: '/cart' },
    ],
  },
  {
    title: 'footer.letUsHelp',
    links: [
      { label: 'nav.help', to: '/help' },
      { label: 'nav.returns', to: '/help#returns' },
      { label: 'nav.findOrder', to: '/orders/lookup' },
      { label: 'nav.manageProfile', to: '/profile' },
      { label: 'nav.forgotPassword', to: '/auth/forgot-password' },
      { label: 'nav.createAccount', to: '/auth/signup' },
    ],
  },
];

/**
 * The footer's styles, made once per theme: its ~50 elements are on every page, and drawn as `Box`,
 * `Typography` and `Link` each resolved its styles again on every render (decision 0086).
 */
const useFooterStyles = themeStyles((theme) => ({
  footer: sxRule(theme, { color: 'shop.borderLight', mt: 4 }),
  links: sxRule(theme, { bgcolor: shellColors.footer, px: 3, py: { xs: 3, md: 5 } }),
  nav: sxRule(theme, {
    maxWidth: 1000,
    mx: 'auto',
    display: 'grid',
    gap: { xs: 3, md: 4 },
    gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  }),
  title: sxRule(theme, { color: 'common.white', fontWeight: 700, fontSize: 16, mb: 1 }, typographyLook(theme, 'body1')),
  list: sxRule(theme, { listStyle: 'none', m: 0, p: 0 }),
  item: sxRule(theme, { py: 0.1 }),
  link: sxRule(theme, { ...tapTarget, minHeight: 28, color: 'shop.borderLight', fontSize: 14 }, linkLook(theme)),
  bottom: sxRule(theme, {
    bgcolor: shellColors.footerBottom,
    borderTop: 1,
    borderColor: shellColors.footerRule,
    py: 3,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 1.5,
  }),
  copyright: sxRule(theme, { color: 'shop.borderLight' }, typographyLook(theme, 'body2')),
  legal: sxRule(theme, {
    listStyle: 'none',
    m: 0,
    px: 2,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: 3,
  }),
  legalLink: sxRule(theme, { ...tapTarget, minHeight: 24, color: 'shop.borderLight', fontSize: 12 }, linkLook(theme)),
}));

/** Back to top, the link lists, the legal pages, and the copyright line from 1996 to this year. */
export function Footer() {
  const intl = useIntl();
  const styles = useFooterStyles();
  // Creating an account from the footer comes back to this page.
  const authLink = useAuthLink();
  const target = (to: string) => (to === '/auth/signup' ? authLink(to) : to);
  return (
    <footer css={styles.footer}>
      <ButtonBase
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{
          width: '100%',
          bgcolor: 'shop.navItem',
          color: 'common.white',
          py: 1.75,
          fontSize: 13,
          '&:hover': { bgcolor: 'shop.navItemHover' },
        }}
      >
        {intl.formatMessage({ id: 'footer.backToTop' })}
      </ButtonBase>
      <div css={styles.links}>
        <nav aria-label={intl.formatMessage({ id: 'footer.nav' })} css={styles.nav}>
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 css={styles.title}>{intl.formatMessage({ id: column.title })}</h2>
              <ul css={styles.list}>
                {column.links.map((link) => (
                  <li key={link.label} css={styles.item}>
                    <RouterLink to={target(link.to)} css={styles.link}>
                      {intl.formatMessage({ id: link.label })}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div css={styles.bottom}>
        <Logo />
        <nav aria-label={intl.formatMessage({ id: 'legal.nav' })}>
          <ul css={styles.legal}>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <RouterLink to={legalPath(page)} css={styles.legalLink}>
                  {intl.formatMessage({ id: LEGAL_TITLES[page] })}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <p css={styles.copyright}>
          <FormattedMessage id="shell.copyright" values={{ year: String(new Date().getFullYear()) }} />
        </p>
      </div>
    </footer>
  );
}
