/** @jsxImportSource @emotion/react */
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import { ButtonBase } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { regionName } from '../../universal/i18n/display-names';
import { useShipTo } from '../../entities/delivery';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';
import { navButtonSx } from './nav-styles';

/** The picker (and MUI's Dialog) loads on first open: it is not part of the first paint. */
const ShipToPicker = lazy(() => import('./ShipToPicker').then((module) => ({ default: module.ShipToPicker })));

/** The label's two lines (the header's) or one (the phone layout's bar, `compact`), made once per theme. */
const useLabelStyles = themeStyles((theme) => {
  const label = (compact: boolean) => ({
    lines: sxRule(theme, {
      display: 'flex',
      flexDirection: compact ? 'row' : 'column',
      lineHeight: 1.15,
      gap: compact ? 0.5 : 0,
    }),
    lead: sxRule(theme, { fontSize: compact ? 13 : 12, color: compact ? 'common.white' : 'shop.onDarkMuted' }),
    country: sxRule(theme, { fontSize: compact ? 13 : 14, fontWeight: 700 }),
  });
  return { compact: label(true), full: label(false) };
});

/** "Deliver to Egypt" in the header: the country the shopper has things delivered to; opens the picker. */
export function DeliverTo({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const shipTo = useShipTo();
  const { locale } = useShopperLocale();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const styles = useLabelStyles()[compact ? 'compact' : 'full'];
  const country = regionName(shipTo.country, locale);
  return (
    <>
      <ButtonBase
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'header.changeCountry' }, { country })}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{
          ...navButtonSx,
          alignItems: compact ? 'center' : 'flex-end',
          gap: 0.25,
          px: compact ? 0.5 : 1,
          font: 'inherit',
          textAlign: 'start',
        }}
      >
        <LocationOnOutlinedIcon fontSize="small" aria-hidden />
        <span css={styles.lines}>
          <span css={styles.lead}>{intl.formatMessage({ id: 'header.deliverTo' })}</span>
          <span css={styles.country}>{country}</span>
        </span>
      </ButtonBase>
      {used && (
        <Suspense fallback={null}>
          <ShipToPicker open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
