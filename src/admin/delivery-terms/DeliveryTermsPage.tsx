import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SettingsRegion } from '../../universal/contracts/admin/settings';
import { DELIVERY_OPTIONS, type DeliveryOption, type ShippingRate } from '../../universal/delivery-terms';
import { regionName } from '../../universal/i18n/display-names';
import { toMajor } from '../../universal/i18n/money';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { LoadFailure, Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { Facts, Panel } from '../ui/Panel';
import { PlainTable, right } from '../ui/PlainTable';
import { useToast } from '../ui/use-toast';
import {
  useDeliveryTermsQuery,
  useSetCashOnDeliveryMutation,
  useSetCountryTaxMutation,
  useSetShippingRateMutation,
} from './delivery-terms-api';
import {
  codErrors,
  codOf,
  type CodFormValues,
  rateErrors,
  rateFormValues,
  type RateFormValues,
  rateOf,
  taxErrors,
  typedBasisPoints,
} from './terms-forms';

const OPTION_TEXT: Record<DeliveryOption, AdminMessageId> = {
  standard: 'delivery.standard',
  express: 'delivery.express',
  'same-day': 'delivery.sameDay',
};

/** ISO weekdays, Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's short name in the console's language (2026-11-30 is a Monday). */
function useWeekdayName() {
  const intl = useIntl();
  return (day: number) => intl.formatDate(Date.UTC(2026, 10, 29 + day), { weekday: 'short', timeZone: 'UTC' });
}

/**
 * /admin/delivery-terms (owners, issue 52): each region's countries and their tax, its delivery options
 * (price, free-delivery threshold, days, cut-off, working days) and cash on delivery, changed through the
 * regions module's setters that `npm run regions` uses too (each change audited; the shop shows it within a second).
 */
export default function DeliveryTermsPage() {
  const t = useT();
  const { data, error, isLoading, refetch } = useDeliveryTermsQuery();
  return (
    <>
      <PageHeading>{t('deliveryTerms.title')}</PageHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('deliveryTerms.help')}
      </Typography>
      {isLoading ? (
        <Loading />
      ) : data ? (
        <Stack spacing={3}>
          {data.map((region) => (
            <RegionPanel key={region.id} region={region} />
          ))}
        </Stack>
      ) : (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      )}
    </>
  );
}

function RegionPanel({ region }: { region: SettingsRegion }) {
  const t = useT();
  const formats = useFormats();
  const weekday = useWeekdayName();
  const [editing, setEditing] = useState<DeliveryOption | null>(null);
  const offered = new Map(region.shipping.map((rate) => [rate.option, rate]));
  return (
    <Panel title={region.name}>
      <Facts
        rows={[
          [t('settings.chargedIn'), region.currency],
          [
            t('settings.tax'),
            t(region.tax.kind === 'vat' ? 'settings.taxVat' : 'settings.taxSales', { included: region.tax.included }),
          ],
        ]}
      />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {t('deliveryTerms.options')}
      </Typography>
      <PlainTable
        label={t('settings.shippingOf', { region: region.name })}
        headings={[
          t('settings.option'),
          right(t('settings.price')),
          right(t('settings.freeOver')),
          t('settings.days'),
          t('settings.cutoff'),
          t('deliveryTerms.workingDays'),
          '',
        ]}
        rows={DELIVERY_OPTIONS.map((option) => ({ option, rate: offered.get(option) }))}
        rowKey={(row) => row.option}
        cells={({ option, rate }) => (
          <>
            <TableCell>{t(OPTION_TEXT[option])}</TableCell>
            <TableCell align="right">{rate ? formats.minor(rate.priceCents, region.currency) : '—'}</TableCell>
            <TableCell align="right">
              {rate?.freeOverCents == null ? '—' : formats.minor(rate.freeOverCents, region.currency)}
            </TableCell>
            <TableCell>{rate ? t('settings.dayRange', { min: rate.minDays, max: rate.maxDays }) : '—'}</TableCell>
            <TableCell>{rate ? t('settings.cutoffHour', { hour: rate.cutoffHour }) : '—'}</TableCell>
            <TableCell>{rate ? rate.workingDays.map(weekday).join(t('settings.listSeparator')) : '—'}</TableCell>
            <TableCell>
              <Button
                size="small"
                onClick={() => setEditing(option)}
                aria-label={t('deliveryTerms.editOptionOf', { option: t(OPTION_TEXT[option]), region: region.name })}
              >
                {t(rate ? 'deliveryTerms.edit' : 'deliveryTerms.offer')}
              </Button>
            </TableCell>
          </>
        )}
        frame="container"
        sx={{ mt: 1 }}
      />
      {editing && (
        <RateDialog region={region} option={editing} rate={offered.get(editing)} onClose={() => setEditing(null)} />
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {t('settings.countries')}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {region.countries.map((entry) => (
          <CountryTaxForm key={entry.country} region={region} {...entry} />
        ))}
        {region.countries.length === 0 && <Typography variant="body2">—</Typography>}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {t('settings.cashOnDelivery')}
      </Typography>
      <CashOnDeliveryForm region={region} />
    </Panel>
  );
}

function RateDialog({
  region,
  option,
  rate,
  onClose,
}: {
  region: SettingsRegion;
  option: DeliveryOption;
  rate: ShippingRate | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const weekday = useWeekdayName();
  const [setRate] = useSetShippingRateMutation();
  const formik = useFormik<RateFormValues>({
    initialValues: rateFormValues(rate, region.currency),
    validate: (values) => rateErrors(option, values, region.currency),
    onSubmit: async (values, helpers) => {
      const sent = rateOf(option, values, region.currency);
      const done = await submitCall(() => setRate({ regionId: region.id, rate: sent }).unwrap(), helpers, []);
      if (done) {
        toast.success('deliveryTerms.rateSaved', { option: t(OPTION_TEXT[option]), region: region.name });
        onClose();
      }
    },
  });
  const field = useFieldBinder(formik);
  const amount = { htmlInput: { inputMode: 'decimal' as const, dir: 'ltr' } };
  const whole = { htmlInput: { inputMode: 'numeric' as const, dir: 'ltr' } };
  const toggleDay = (day: number) =>
    void formik.setFieldValue(
      'workingDays',
      formik.values.workingDays.includes(day)
        ? formik.values.workingDays.filter((value) => value !== day)
        : [...formik.values.workingDays, day],
    );
  const daysError = formik.submitCount > 0 ? (formik.errors.workingDays as string | undefined) : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit} aria-label={t(OPTION_TEXT[option])}>
        <DialogTitle>
          {t('deliveryTerms.editOptionOf', { option: t(OPTION_TEXT[option]), region: region.name })}
        </DialogTitle>
        <DialogContent>
          <FormFailure formik={formik} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...field('price')}
              label={t('deliveryTerms.priceIn', { currency: region.currency })}
              required
              size="small"
              slotProps={amount}
            />
            <TextField
              {...field('freeOver')}
              label={t('deliveryTerms.freeOverIn', { currency: region.currency })}
              size="small"
              slotProps={amount}
              helperText={field('freeOver').helperText ?? t('deliveryTerms.freeOverHelp')}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                {...field('minDays')}
                label={t('deliveryTerms.minDays')}
                required
                size="small"
                slotProps={whole}
              />
              <TextField
                {...field('maxDays')}
                label={t('deliveryTerms.maxDays')}
                required
                size="small"
                slotProps={whole}
              />
            </Stack>
            <TextField
              {...field('cutoffHour')}
              label={t('deliveryTerms.cutoffHour')}
              required
              size="small"
              slotProps={whole}
              helperText={field('cutoffHour').helperText ?? t('deliveryTerms.cutoffHelp')}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="body2" color="text.secondary">
                {t('deliveryTerms.workingDays')}
              </Typography>
              <FormGroup row>
                {WEEK.map((day) => (
                  <FormControlLabel
                    key={day}
                    control={
                      <Checkbox checked={formik.values.workingDays.includes(day)} onChange={() => toggleDay(day)} />
                    }
                    label={weekday(day)}
                  />
                ))}
              </FormGroup>
              {daysError && <FormHelperText error>{t(daysError as AdminMessageId)}</FormHelperText>}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t('deliveryTerms.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function CountryTaxForm({
  region,
  country,
  rateBasisPoints,
}: {
  region: SettingsRegion;
  country: string;
  rateBasisPoints: number;
}) {
  const t = useT();
  const toast = useToast();
  const { locale } = useAdminLocale();
  const [setTax] = useSetCountryTaxMutation();
  const name = regionName(country, locale);
  const formik = useFormik({
    initialValues: { percent: String(rateBasisPoints / 100) },
    enableReinitialize: true,
    validate: taxErrors,
    onSubmit: async (values, helpers) => {
      const change = { regionId: region.id, country, rateBasisPoints: typedBasisPoints(values.percent) };
      if (await submitCall(() => setTax(change).unwrap(), helpers, ['percent']))
        toast.success('deliveryTerms.taxSaved', { country: name });
    },
  });
  const field = useFieldBinder(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('deliveryTerms.taxOf', { country: name })}>
      <FormFailure formik={formik} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...field('percent')}
          label={t('deliveryTerms.taxOf', { country: name })}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          sx={{ maxWidth: 220 }}
        />
        <Button type="submit" variant="outlined" disabled={formik.isSubmitting || !formik.dirty}>
          {t('deliveryTerms.save')}
        </Button>
      </Stack>
    </form>
  );
}

function CashOnDeliveryForm({ region }: { region: SettingsRegion }) {
  const t = useT();
  const toast = useToast();
  const [setCod] = useSetCashOnDeliveryMutation();
  const fee = region.cashOnDeliveryFeeCents;
  const formik = useFormik<CodFormValues>({
    initialValues: { enabled: fee !== null, fee: fee === null ? '' : String(toMajor(fee, region.currency)) },
    enableReinitialize: true,
    validate: (values) => codErrors(values, region.currency),
    onSubmit: async (values, helpers) => {
      const change = { regionId: region.id, ...codOf(values, region.currency) };
      if (await submitCall(() => setCod(change).unwrap(), helpers, ['fee']))
        toast.success('deliveryTerms.codSaved', { region: region.name });
    },
  });
  const field = useFieldBinder(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('deliveryTerms.codOf', { region: region.name })}>
      <FormFailure formik={formik} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={
            <Switch
              checked={formik.values.enabled}
              onChange={(event) => void formik.setFieldValue('enabled', event.target.checked)}
            />
          }
          label={t('deliveryTerms.codTaken')}
        />
        <TextField
          {...field('fee')}
          label={t('deliveryTerms.codFeeIn', { currency: region.currency })}
          size="small"
          disabled={!formik.values.enabled}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          sx={{ maxWidth: 220 }}
        />
        <Button type="submit" variant="outlined" disabled={formik.isSubmitting || !formik.dirty}>
          {t('deliveryTerms.save')}
        </Button>
      </Stack>
    </form>
  );
}
