import CheckIcon from '@mui/icons-material/Check';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { languageOwnName } from '../../universal/i18n/display-names';
import { LOCALES } from '../../universal/i18n/locale';
import { CURRENCIES } from '../../universal/i18n/money';
import type { useShopperPreferences } from '../i18n/use-shopper-preferences';
import { HeaderMenu } from './HeaderMenu';

export interface LanguagePickerPopupProps {
  anchor: HTMLElement | null;
  close: () => void;
  preferences: ReturnType<typeof useShopperPreferences>;
}

/** The menu under the header's language button (LanguagePicker loads it on demand). */
export default function LanguagePickerPopup({ anchor, close, preferences }: LanguagePickerPopupProps) {
  const intl = useIntl();
  const currencyName = new Intl.DisplayNames([intl.locale], { type: 'currency' });
  return (
    <HeaderMenu id="language-menu" anchor={anchor} close={close} dense>
      {choiceGroup({
        title: intl.formatMessage({ id: 'language.picker.language' }),
        choices: LOCALES,
        chosen: preferences.locale,
        choose: (locale) => void preferences.chooseLanguage(locale),
        close,
        lang: (locale) => locale,
        text: (locale) => languageOwnName(locale),
      })}
      <Divider />
      {choiceGroup({
        title: intl.formatMessage({ id: 'language.picker.currency' }),
        choices: CURRENCIES,
        chosen: preferences.currency,
        choose: (currency) => preferences.chooseCurrency(currency),
        close,
        text: (currency) => (
          <>
            <bdi>{currency}</bdi> – {currencyName.of(currency)}
          </>
        ),
      })}
    </HeaderMenu>
  );
}

interface ChoiceGroup<Choice extends string> {
  title: string;
  choices: readonly Choice[];
  chosen: Choice;
  choose: (choice: Choice) => void;
  close: () => void;
  /** The language a choice's text is in, when it is not the page's. */
  lang?: (choice: Choice) => string;
  text: (choice: Choice) => ReactNode;
}

/**
 * One list of the menu: its heading, then a checkable item a choice, the chosen one ticked. Returned as
 * an array, not a component: MUI's Menu walks its direct children to move the focus between items.
 */
function choiceGroup<Choice extends string>(group: ChoiceGroup<Choice>): ReactNode[] {
  const { title, choices, chosen, choose, close, lang, text } = group;
  return [
    <ListSubheader key="title" sx={{ lineHeight: '32px' }}>
      {title}
    </ListSubheader>,
    ...choices.map((choice) => (
      <MenuItem
        key={choice}
        role="menuitemradio"
        aria-checked={choice === chosen}
        lang={lang?.(choice)}
        onClick={() => {
          close();
          choose(choice);
        }}
      >
        <ListItemIcon sx={{ minWidth: 28 }}>{choice === chosen && <CheckIcon fontSize="small" />}</ListItemIcon>
        <ListItemText>{text(choice)}</ListItemText>
      </MenuItem>
    )),
  ];
}
