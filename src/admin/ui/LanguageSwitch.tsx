import TranslateIcon from '@mui/icons-material/Translate';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { languageOwnName } from '../../universal/i18n/display-names';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { nextAdminLocale } from '../i18n/locale';
import { useT } from '../i18n/use-t';

/**
 * Switches to the console's next language (of English and Arabic, the other one; the languages come from
 * the shop's locale descriptors). The button names that language in itself (as a person who reads only
 * it would look for it), with its lang set for screen readers.
 */
export function LanguageSwitch({
  color = 'inherit',
  compact = false,
}: {
  color?: ButtonProps['color'];
  compact?: boolean;
}) {
  const t = useT();
  const { locale, switchTo } = useAdminLocale();
  const [busy, setBusy] = useState(false);
  const other = nextAdminLocale(locale);
  return (
    <Button
      color={color}
      startIcon={compact ? undefined : <TranslateIcon />}
      lang={other}
      title={t('language.switch')}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void switchTo(other).finally(() => setBusy(false));
      }}
    >
      {languageOwnName(other)}
    </Button>
  );
}
