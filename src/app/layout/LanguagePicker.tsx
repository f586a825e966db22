/** @jsxImportSource @emotion/react */
import LanguageIcon from '@mui/icons-material/Language';
import { ButtonBase } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useShopperPreferences } from '../i18n/use-shopper-preferences';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';
import { navButtonSx } from './nav-styles';
import { useHeaderMenu } from './use-header-menu';

const loadPopup = () => import('./LanguagePickerPopup');
const LanguagePickerPopup = lazy(loadPopup);

const usePickerStyles = themeStyles((theme) => ({
  language: sxRule(theme, { textTransform: 'uppercase' }),
  currency: sxRule(theme, { display: { xs: 'none', sm: 'inline' }, fontWeight: 400 }),
}));

/** The header's language and currency control ('EN · USD'), as on large marketplaces; works signed out. */
export function LanguagePicker() {
  const intl = useIntl();
  const preferences = useShopperPreferences();
  const { anchor, used, close, buttonProps } = useHeaderMenu('language-menu', loadPopup);
  const styles = usePickerStyles();
  return (
    <>
      <ButtonBase
        {...buttonProps}
        // The name starts with what the button shows ('EN USD'), so a shopper who says what they see
        // reaches it by voice (WCAG 2.5.3).
        aria-label={intl.formatMessage(
          { id: 'language.picker.label' },
          { language: preferences.locale.toUpperCase(), currency: preferences.currency },
        )}
        sx={{ ...navButtonSx, gap: 0.5, fontSize: 14, fontWeight: 700 }}
      >
        <LanguageIcon fontSize="small" aria-hidden />
        <span css={styles.language}>{preferences.locale}</span>
        <span css={styles.currency}>{preferences.currency}</span>
      </ButtonBase>
      {used && (
        <Suspense fallback={null}>
          <LanguagePickerPopup anchor={anchor} close={close} preferences={preferences} />
        </Suspense>
      )}
    </>
  );
}
