import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
} from '@mui/material';
import { useIntl } from 'react-intl';
import { regionName } from '../../universal/i18n/display-names';
import { useGetDeliveryTermsQuery, useShipTo } from '../../entities/delivery';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';

/**
 * The header's country picker: every country the shop delivers to, by name in the page's language.
 * Choosing one applies it at once (tax, delivery prices, the hero) and remembers it (decision 0076).
 */
export function ShipToPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const shipTo = useShipTo();
  const { isError, refetch } = useGetDeliveryTermsQuery();
  const countries = (shipTo.countries ?? [])
    .map((terms) => ({ code: terms.country, name: regionName(terms.country, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ship-to-title" fullWidth maxWidth="xs">
      <DialogTitle id="ship-to-title">{intl.formatMessage({ id: 'shipTo.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intl.formatMessage({ id: 'shipTo.body' })}</DialogContentText>
        {shipTo.delivered === false && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {intl.formatMessage({ id: 'shipTo.notDelivered' }, { country: regionName(shipTo.country, locale) })}
          </Alert>
        )}
        {isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {intl.formatMessage({ id: 'ui.retry' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'shipTo.loadFailed' })}
          </Alert>
        ) : shipTo.countries === undefined ? (
          <Skeleton variant="rounded" height={160} aria-hidden />
        ) : (
          <FormControl component="fieldset">
            <FormLabel component="legend">{intl.formatMessage({ id: 'shipTo.countries' })}</FormLabel>
            <RadioGroup
              name="ship-to"
              value={shipTo.country}
              onChange={(_event, country) => {
                shipTo.choose(country);
                onClose();
              }}
            >
              {countries.map((country) => (
                <FormControlLabel key={country.code} value={country.code} control={<Radio />} label={country.name} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'shipTo.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
