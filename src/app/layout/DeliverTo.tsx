import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import { Box, ButtonBase } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { regionName } from '../../core/i18n/display-names';
import { useShipTo } from '../../entities/delivery';
import { useShopperLocale } from '../../shared/i18n/shopper-locale';
import { navButtonSx } from './nav-styles';

/** The picker (and MUI's Dialog) loads on first open: it is not part of the first paint. */
const ShipToPicker = lazy(() => import('./ShipToPicker').then((module) => ({ default: module.ShipToPicker })));

/** "Deliver to Egypt" in the header: the country the shopper has things delivered to; opens the picker. */
export function DeliverTo({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const shipTo = useShipTo();
  const { locale } = useShopperLocale();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
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
        <Box
          component="span"
          sx={{ display: 'flex', flexDirection: compact ? 'row' : 'column', lineHeight: 1.15, gap: compact ? 0.5 : 0 }}
        >
          <Box
            component="span"
            sx={{ fontSize: compact ? 13 : 12, color: compact ? 'common.white' : 'shop.onDarkMuted' }}
          >
            {intl.formatMessage({ id: 'header.deliverTo' })}
          </Box>
          <Box component="span" sx={{ fontSize: compact ? 13 : 14, fontWeight: 700 }}>
            {country}
          </Box>
        </Box>
      </ButtonBase>
      {used && (
        <Suspense fallback={null}>
          <ShipToPicker open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
