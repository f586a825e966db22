import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { DeliveryTermsRegion } from '../../universal/contracts/admin/delivery-terms';
import type { DeliveryOption, ShippingRate } from '../../universal/delivery-terms';
import { CURRENCIES } from '../../universal/i18n/money';
import { TAX_CONVENTIONS, type TaxConvention } from '../../universal/validation/delivery-terms-schema';
import type { AdminMessageId } from '../i18n/load-messages';
import { useT } from '../i18n/use-t';
import { choicesOf } from '../ui/choices';
import { ConfirmedButton } from '../ui/ConfirmDialog';
import { DECIMAL_INPUT, FormDialog, submitCall, useFieldBinder, WHOLE_INPUT } from '../ui/form';
import { LoadFailure, Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { Facts, Panel } from '../ui/Panel';
import { useToast } from '../ui/use-toast';
import { CarriersPanel } from './CarriersPanel';
import {
  useAddRegionMutation,
  useDeliveryTermsQuery,
  useRemoveRegionMutation,
  useRemoveShippingRateMutation,
  useSetShippingRateMutation,
} from './delivery-terms-api';
import { CashOnDeliveryForm, CountriesPart, HolidaysPart, ReturnsForm } from './region-forms';
import { OPTION_TEXT, PartTitle, ShippingTable, useRegionFacts, useWeekdayName } from './region-parts';
import {
  rateErrors,
  rateFormValues,
  type RateFormValues,
  rateOf,
  regionErrors,
  type RegionFormValues,
} from './terms-forms';

/** ISO weekdays, Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

const TAX_TEXT: Record<TaxConvention, AdminMessageId> = {
  'vat-included': 'deliveryTerms.vatIncluded',
  'tax-added': 'deliveryTerms.taxAdded',
};

/**
 * /admin/delivery-terms (owners, issue 52, decisions 0122 and 0128): the regions, added and removed; each one's
 * delivery options (price, free-delivery threshold, days, cut-off, working days), countries and their tax, cash
 * on delivery with its fee and order limits, holidays and returns; and the carriers with their tracking
 * templates. Every change goes through the setter the terminal uses too (each audited; the shop shows it
 * within a second).
 */
export default function DeliveryTermsPage() {
  const t = useT();
  const { data, error, isLoading, refetch } = useDeliveryTermsQuery();
  const [adding, setAdding] = useState(false);
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
          <Box>
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('deliveryTerms.addRegion')}
            </Button>
          </Box>
          {adding && <AddRegionDialog onClose={() => setAdding(false)} />}
          {data.map((region) => (
            <RegionPanel key={region.id} region={region} alone={data.length === 1} />
          ))}
          <CarriersPanel />
        </Stack>
      ) : (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      )}
    </>
  );
}

function RegionPanel({ region, alone }: { region: DeliveryTermsRegion; alone: boolean }) {
  const t = useT();
  const toast = useToast();
  const regionFacts = useRegionFacts();
  const [editing, setEditing] = useState<DeliveryOption | null>(null);
  const [removeRegion] = useRemoveRegionMutation();
  const [removeRate] = useRemoveShippingRateMutation();
  const offered = new Map(region.shipping.map((rate) => [rate.option, rate]));
  const named = { region: region.name };
  return (
    <Panel
      title={region.name}
      action={
        // The shop's only region stays (the server refuses it too); one holding countries is refused, saying why.
        !alone && (
          <ConfirmedButton
            title={t('deliveryTerms.removeRegion', named)}
            text={t('deliveryTerms.removeRegionText', named)}
            confirmLabel={t('deliveryTerms.remove')}
            label={t('deliveryTerms.removeRegion', named)}
            call={() => removeRegion({ regionId: region.id }).unwrap()}
            done={() => toast.success('deliveryTerms.regionRemoved', named)}
          >
            {t('deliveryTerms.remove')}
          </ConfirmedButton>
        )
      }
    >
      <Facts rows={regionFacts(region)} />
      <PartTitle>{t('deliveryTerms.options')}</PartTitle>
      <ShippingTable
        region={region}
        actions={(option, rate) => {
          const about = { option: t(OPTION_TEXT[option]), region: region.name };
          return (
            <>
              <Button
                size="small"
                onClick={() => setEditing(option)}
                aria-label={t('deliveryTerms.editOptionOf', about)}
              >
                {t(rate ? 'deliveryTerms.edit' : 'deliveryTerms.offer')}
              </Button>
              {rate && region.shipping.length > 1 && (
                <ConfirmedButton
                  title={t('deliveryTerms.removeOptionOf', about)}
                  text={t('deliveryTerms.removeOptionText')}
                  confirmLabel={t('deliveryTerms.remove')}
                  label={t('deliveryTerms.removeOptionOf', about)}
                  call={() => removeRate({ regionId: region.id, option }).unwrap()}
                  done={() => toast.success('deliveryTerms.optionRemoved', about)}
                >
                  {t('deliveryTerms.remove')}
                </ConfirmedButton>
              )}
            </>
          );
        }}
      />
      {editing && (
        <RateDialog region={region} option={editing} rate={offered.get(editing)} onClose={() => setEditing(null)} />
      )}
      <PartTitle>{t('settings.countries')}</PartTitle>
      <CountriesPart region={region} />
      <PartTitle>{t('settings.cashOnDelivery')}</PartTitle>
      <CashOnDeliveryForm region={region} />
      <PartTitle>{t('deliveryTerms.holidays')}</PartTitle>
      <HolidaysPart region={region} />
      <PartTitle>{t('deliveryTerms.returns')}</PartTitle>
      <ReturnsForm region={region} />
    </Panel>
  );
}

function RateDialog({
  region,
  option,
  rate,
  onClose,
}: {
  region: DeliveryTermsRegion;
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
  const toggleDay = (day: number) =>
    void formik.setFieldValue(
      'workingDays',
      formik.values.workingDays.includes(day)
        ? formik.values.workingDays.filter((value) => value !== day)
        : [...formik.values.workingDays, day],
    );
  const daysError = formik.submitCount > 0 ? (formik.errors.workingDays as string | undefined) : undefined;
  return (
    <FormDialog
      formik={formik}
      title={t('deliveryTerms.editOptionOf', { option: t(OPTION_TEXT[option]), region: region.name })}
      submitLabel={t('deliveryTerms.save')}
      onClose={onClose}
    >
      <TextField
        {...field('price')}
        label={t('deliveryTerms.priceIn', { currency: region.currency })}
        required
        size="small"
        slotProps={DECIMAL_INPUT}
      />
      <TextField
        {...field('freeOver')}
        label={t('deliveryTerms.freeOverIn', { currency: region.currency })}
        size="small"
        slotProps={DECIMAL_INPUT}
        helperText={field('freeOver').helperText ?? t('deliveryTerms.freeOverHelp')}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          {...field('minDays')}
          label={t('deliveryTerms.minDays')}
          required
          size="small"
          slotProps={WHOLE_INPUT}
        />
        <TextField
          {...field('maxDays')}
          label={t('deliveryTerms.maxDays')}
          required
          size="small"
          slotProps={WHOLE_INPUT}
        />
      </Stack>
      <TextField
        {...field('cutoffHour')}
        label={t('deliveryTerms.cutoffHour')}
        required
        size="small"
        slotProps={WHOLE_INPUT}
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
              control={<Checkbox checked={formik.values.workingDays.includes(day)} onChange={() => toggleDay(day)} />}
              label={weekday(day)}
            />
          ))}
        </FormGroup>
        {daysError && <FormHelperText error>{t(daysError as AdminMessageId)}</FormHelperText>}
      </Box>
    </FormDialog>
  );
}

/** A new region: its id, name, how it taxes and what it charges in; its options and countries come next. */
function AddRegionDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const [addRegion] = useAddRegionMutation();
  const formik = useFormik<RegionFormValues>({
    initialValues: { id: '', name: '', tax: 'vat-included', currency: 'USD' },
    validate: regionErrors,
    onSubmit: async (values, helpers) => {
      const done = await submitCall(() => addRegion(values).unwrap(), helpers, ['id', 'name']);
      if (done) {
        toast.success('deliveryTerms.regionAdded', { region: values.name.trim() });
        onClose();
      }
    },
  });
  const field = useFieldBinder(formik);
  return (
    <FormDialog
      formik={formik}
      title={t('deliveryTerms.addRegion')}
      submitLabel={t('deliveryTerms.add')}
      onClose={onClose}
    >
      <TextField
        {...field('id')}
        label={t('deliveryTerms.regionId')}
        required
        size="small"
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 32 } }}
      />
      <TextField {...field('name')} label={t('deliveryTerms.regionName')} required size="small" />
      <TextField {...field('tax')} select label={t('deliveryTerms.taxConvention')} required size="small">
        {choicesOf(TAX_CONVENTIONS, (tax) => t(TAX_TEXT[tax]))}
      </TextField>
      <TextField {...field('currency')} select label={t('deliveryTerms.chargedIn')} required size="small">
        {choicesOf(CURRENCIES)}
      </TextField>
    </FormDialog>
  );
}
