/**
 * A region's parts of the delivery terms screen that are forms: its countries (each one's tax, removal, and
 * adding one), cash on delivery with its fee and order limits, its holidays, and its returns. Each change goes
 * through the regions module's setter (decisions 0122, 0128).
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import type { DeliveryTermsRegion } from '../../universal/contracts/admin/delivery-terms';
import { regionName } from '../../universal/i18n/display-names';
import { CHECKOUT_COUNTRY_CODES } from '../../universal/validation/contact-rules';
import { MAX_RETURN_ADDRESS, MAX_RETURN_INSTRUCTIONS } from '../../universal/validation/delivery-terms-schema';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useT } from '../i18n/use-t';
import { choicesOf } from '../ui/choices';
import { ConfirmedButton } from '../ui/ConfirmDialog';
import { DECIMAL_INPUT, InlineForm, submitCall, useFieldBinder } from '../ui/form';
import { PlainTable } from '../ui/PlainTable';
import { useToast } from '../ui/use-toast';
import {
  useAddCountryMutation,
  useRemoveCountryMutation,
  useRemoveHolidayMutation,
  useSetCashOnDeliveryMutation,
  useSetCountryTaxMutation,
  useSetHolidayMutation,
  useSetReturnsMutation,
} from './delivery-terms-api';
import {
  codErrors,
  codFormValues,
  codOf,
  type CodFormValues,
  countryErrors,
  type CountryFormValues,
  holidayErrors,
  type HolidayFormValues,
  returnsErrors,
  returnsFormValues,
  type ReturnsFormValues,
  returnsOf,
  taxErrors,
  typedBasisPoints,
} from './terms-forms';

/** A region's countries, each with its tax and its removal, and a form to deliver to one more. */
export function CountriesPart({ region }: { region: DeliveryTermsRegion }) {
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {region.countries.map((entry) => (
        <CountryTaxForm key={entry.country} region={region} {...entry} />
      ))}
      {region.countries.length === 0 && <Typography variant="body2">—</Typography>}
      <AddCountryForm region={region} />
    </Stack>
  );
}

function CountryTaxForm({
  region,
  country,
  rateBasisPoints,
}: {
  region: DeliveryTermsRegion;
  country: string;
  rateBasisPoints: number;
}) {
  const t = useT();
  const toast = useToast();
  const { locale } = useAdminLocale();
  const [setTax] = useSetCountryTaxMutation();
  const [removeCountry] = useRemoveCountryMutation();
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
    <InlineForm
      formik={formik}
      label={t('deliveryTerms.taxOf', { country: name })}
      submitLabel={t('deliveryTerms.save')}
    >
      <TextField
        {...field('percent')}
        label={t('deliveryTerms.taxOf', { country: name })}
        size="small"
        slotProps={DECIMAL_INPUT}
        sx={{ maxWidth: { sm: 220 } }}
      />
      <ConfirmedButton
        title={t('deliveryTerms.removeCountryOf', { country: name })}
        text={t('deliveryTerms.removeCountryText', { country: name })}
        confirmLabel={t('deliveryTerms.remove')}
        label={t('deliveryTerms.removeCountryOf', { country: name })}
        call={() => removeCountry({ regionId: region.id, country }).unwrap()}
        done={() => toast.success('deliveryTerms.countryRemoved', { country: name })}
      >
        {t('deliveryTerms.remove')}
      </ConfirmedButton>
    </InlineForm>
  );
}

/** Delivers to a country checkout takes addresses in from this region (one of another region moves here). */
function AddCountryForm({ region }: { region: DeliveryTermsRegion }) {
  const t = useT();
  const toast = useToast();
  const { locale } = useAdminLocale();
  const [addCountry] = useAddCountryMutation();
  const here = new Set(region.countries.map((entry) => entry.country));
  const choices = CHECKOUT_COUNTRY_CODES.filter((code) => !here.has(code));
  const formik = useFormik<CountryFormValues>({
    initialValues: { country: '', percent: '' },
    validate: countryErrors,
    onSubmit: async (values, helpers) => {
      const body = { country: values.country, rateBasisPoints: typedBasisPoints(values.percent) };
      if (await submitCall(() => addCountry({ regionId: region.id, body }).unwrap(), helpers, ['country'])) {
        toast.success('deliveryTerms.countryAdded', { region: region.name, country: regionName(body.country, locale) });
        helpers.resetForm();
      }
    },
  });
  const field = useFieldBinder(formik);
  if (choices.length === 0) return null;
  return (
    <InlineForm
      formik={formik}
      label={t('deliveryTerms.addCountryTo', { region: region.name })}
      submitLabel={t('deliveryTerms.add')}
      always
    >
      <TextField
        {...field('country')}
        select
        label={t('deliveryTerms.country')}
        size="small"
        helperText={field('country').helperText ?? t('deliveryTerms.moveHelp')}
        sx={{ minWidth: { sm: 220 } }}
      >
        {choicesOf(choices, (code) => regionName(code, locale))}
      </TextField>
      <TextField
        {...field('percent')}
        label={t('deliveryTerms.taxPercent')}
        size="small"
        slotProps={DECIMAL_INPUT}
        sx={{ maxWidth: { sm: 140 } }}
      />
    </InlineForm>
  );
}

/** Cash on delivery: taken or not, its fee, and the order totals (fee in) it is taken for. */
export function CashOnDeliveryForm({ region }: { region: DeliveryTermsRegion }) {
  const t = useT();
  const toast = useToast();
  const [setCod] = useSetCashOnDeliveryMutation();
  const { currency } = region;
  const formik = useFormik<CodFormValues>({
    initialValues: codFormValues(region, currency),
    enableReinitialize: true,
    validate: (values) => codErrors(values, currency),
    onSubmit: async (values, helpers) => {
      const body = codOf(values, currency);
      if (await submitCall(() => setCod({ regionId: region.id, body }).unwrap(), helpers, ['fee', 'min', 'max']))
        toast.success('deliveryTerms.codSaved', { region: region.name });
    },
  });
  const field = useFieldBinder(formik);
  const off = !formik.values.enabled;
  const amount = (name: 'fee' | 'min' | 'max', label: string, help?: string) => (
    <TextField
      {...field(name)}
      label={label}
      size="small"
      disabled={off}
      slotProps={DECIMAL_INPUT}
      helperText={field(name).helperText ?? help}
      sx={{ maxWidth: { sm: 200 } }}
    />
  );
  return (
    <InlineForm
      formik={formik}
      label={t('deliveryTerms.codOf', { region: region.name })}
      submitLabel={t('deliveryTerms.save')}
    >
      <FormControlLabel
        control={
          <Switch
            checked={formik.values.enabled}
            onChange={(event) => void formik.setFieldValue('enabled', event.target.checked)}
          />
        }
        label={t('deliveryTerms.codTaken')}
      />
      {amount('fee', t('deliveryTerms.codFeeIn', { currency }))}
      {amount('min', t('deliveryTerms.codMinIn', { currency }), t('deliveryTerms.codLimitsHelp'))}
      {amount('max', t('deliveryTerms.codMaxIn', { currency }))}
    </InlineForm>
  );
}

/** A region's holidays ahead, each removable, and a form to add one (or rename a day's). */
export function HolidaysPart({ region }: { region: DeliveryTermsRegion }) {
  const t = useT();
  const toast = useToast();
  const intl = useIntl();
  const [setHoliday] = useSetHolidayMutation();
  const [removeHoliday] = useRemoveHolidayMutation();
  // A day as the console writes it: the calendar day it names, not a moment in the browser's zone.
  const dayText = (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const formik = useFormik<HolidayFormValues>({
    initialValues: { day: '', name: '' },
    validate: holidayErrors,
    onSubmit: async (values, helpers) => {
      const change = { regionId: region.id, day: values.day, name: values.name.trim() };
      if (await submitCall(() => setHoliday(change).unwrap(), helpers, ['day', 'name'])) {
        toast.success('deliveryTerms.holidaySaved', { day: dayText(values.day), region: region.name });
        helpers.resetForm();
      }
    },
  });
  const field = useFieldBinder(formik);
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('deliveryTerms.holidaysHelp')}
      </Typography>
      <PlainTable
        label={t('deliveryTerms.holidaysOf', { region: region.name })}
        headings={[t('deliveryTerms.day'), t('deliveryTerms.holidayName'), '']}
        rows={region.holidays}
        rowKey={(holiday) => holiday.day}
        empty={t('deliveryTerms.noHolidays')}
        cells={(holiday) => (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(holiday.day)}</TableCell>
            <TableCell>{holiday.name}</TableCell>
            <TableCell align="right">
              <ConfirmedButton
                title={t('deliveryTerms.removeHolidayOf', { day: dayText(holiday.day) })}
                text={holiday.name}
                confirmLabel={t('deliveryTerms.remove')}
                label={t('deliveryTerms.removeHolidayOf', { day: dayText(holiday.day) })}
                call={() => removeHoliday({ regionId: region.id, day: holiday.day }).unwrap()}
                done={() =>
                  toast.success('deliveryTerms.holidayRemoved', { day: dayText(holiday.day), region: region.name })
                }
              >
                {t('deliveryTerms.remove')}
              </ConfirmedButton>
            </TableCell>
          </>
        )}
      />
      <InlineForm
        formik={formik}
        label={t('deliveryTerms.addHolidayTo', { region: region.name })}
        submitLabel={t('deliveryTerms.add')}
        always
      >
        <TextField
          {...field('day')}
          type="date"
          label={t('deliveryTerms.day')}
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
        />
        <TextField {...field('name')} label={t('deliveryTerms.holidayName')} size="small" />
      </InlineForm>
    </Stack>
  );
}

/** Where the region's returns go and how (decision 0124): mailed when one is approved. */
export function ReturnsForm({ region }: { region: DeliveryTermsRegion }) {
  const t = useT();
  const toast = useToast();
  const [setReturns] = useSetReturnsMutation();
  const formik = useFormik<ReturnsFormValues>({
    initialValues: returnsFormValues(region),
    enableReinitialize: true,
    validate: returnsErrors,
    onSubmit: async (values, helpers) => {
      const body = returnsOf(values);
      if (await submitCall(() => setReturns({ regionId: region.id, body }).unwrap(), helpers, ['address']))
        toast.success('deliveryTerms.returnsSaved', { region: region.name });
    },
  });
  const field = useFieldBinder(formik);
  const text = (name: 'address' | 'instructions', label: string, maxLength: number, help?: string) => (
    <TextField
      {...field(name)}
      label={label}
      multiline
      minRows={2}
      size="small"
      fullWidth
      helperText={field(name).helperText ?? help}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  return (
    <InlineForm
      formik={formik}
      label={t('deliveryTerms.returnsOf', { region: region.name })}
      submitLabel={t('deliveryTerms.save')}
    >
      <Stack spacing={2} sx={{ flex: 1, minWidth: { sm: 320 } }}>
        {text('address', t('deliveryTerms.returnAddress'), MAX_RETURN_ADDRESS, t('deliveryTerms.returnAddressHelp'))}
        {text('instructions', t('deliveryTerms.returnInstructions'), MAX_RETURN_INSTRUCTIONS)}
        <FormControlLabel
          control={
            <Switch
              checked={formik.values.pickups}
              onChange={(event) => void formik.setFieldValue('pickups', event.target.checked)}
            />
          }
          label={t('deliveryTerms.returnPickups')}
        />
      </Stack>
    </InlineForm>
  );
}
