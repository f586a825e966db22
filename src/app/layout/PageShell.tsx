/** @jsxImportSource @emotion/react */
import { Outlet } from 'react-router-dom';
import { useScrollRestoration } from '../router/use-scroll-restoration';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

const useShellStyles = themeStyles((theme) => ({
  frame: sxRule(theme, { minHeight: '100vh', display: 'flex', flexDirection: 'column' }),
  // At least a screen tall, so the footer starts below the fold and is not pushed down (a layout shift)
  // when a screen's content replaces its loading state.
  main: sxRule(theme, { flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }),
}));

/** Skip link, header, the screen, footer: the frame of every main route. */
export function PageShell() {
  // A new screen starts at the top; Back and Forward return to where the shopper was.
  useScrollRestoration();
  const styles = useShellStyles();
  return (
    <div css={styles.frame}>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} css={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
