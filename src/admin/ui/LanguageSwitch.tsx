import TranslateIcon from '@mui/icons-material/Translate';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useT } from '../i18n/use-t';

/**
 * Switches between English and Arabic. The button names the other language in that language (as a
 * person who reads only it would look for it), with its lang set for screen readers.
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
  const other = locale === 'ar' ? 'en' : 'ar';
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
      {other === 'ar' ? 'العربية' : 'English'}
    </Button>
  );
}
