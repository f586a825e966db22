import CheckIcon from '@mui/icons-material/Check';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useIntl } from 'react-intl';
import { languageOwnName } from '../../universal/i18n/display-names';
import { LOCALES } from '../../universal/i18n/locale';
import { CURRENCIES } from '../../universal/i18n/money';
import type { useShopperPreferences } from '../i18n/use-shopper-preferences';

export interface LanguagePickerPopupProps {
  anchor: HTMLElement | null;
  close: () => void;
  preferences: ReturnType<typeof useShopperPreferences>;
}

/** The menu under the header's language button (LanguagePicker loads it on demand). */
export default function LanguagePickerPopup({ anchor, close, preferences }: LanguagePickerPopupProps) {
  const intl = useIntl();
  const currencyName = new Intl.DisplayNames([intl.locale], { type: 'currency' });
  const check = (selected: boolean) => (
    <ListItemIcon sx={{ minWidth: 28 }}>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
  );
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      slotProps={{ list: { 'aria-labelledby': 'language-menu-button', dense: true } }}
    >
      <ListSubheader sx={{ lineHeight: '32px' }}>
        {intl.formatMessage({ id: 'language.picker.language' })}
      </ListSubheader>
      {LOCALES.map((locale) => (
        <MenuItem
          key={locale}
          role="menuitemradio"
          aria-checked={locale === preferences.locale}
          lang={locale}
          onClick={() => {
            close();
            void preferences.chooseLanguage(locale);
          }}
        >
          {check(locale === preferences.locale)}
          <ListItemText>{languageOwnName(locale)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <ListSubheader sx={{ lineHeight: '32px' }}>
        {intl.formatMessage({ id: 'language.picker.currency' })}
      </ListSubheader>
      {CURRENCIES.map((currency) => (
        <MenuItem
          key={currency}
          role="menuitemradio"
          aria-checked={currency === preferences.currency}
          onClick={() => {
            close();
            preferences.chooseCurrency(currency);
          }}
        >
          {check(currency === preferences.currency)}
          <ListItemText>
            <bdi>{currency}</bdi> – {currencyName.of(currency)}
          </ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
