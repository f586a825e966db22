import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { mixed, number, object } from 'yup';
import {
  MAX_RATE,
  RATE_CURRENCIES,
  type RateCurrency,
  type SettingsRates,
  type SettingsRegion,
  type ShopSettings,
} from '../../universal/contracts/admin/settings';
import { regionName } from '../../universal/i18n/display-names';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { DECIMAL_INPUT, FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { LoadFailure, Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { Facts, Panel } from '../ui/Panel';
import { useToast } from '../ui/use-toast';
import { LegalPagesPanel } from './LegalPagesPanel';
import { SellerPanel } from './SellerPanel';
import {
  useSetRateMutation,
  useSetRegionCurrencyMutation,
  useSetRoundingMutation,
  useSettingsQuery,
} from './settings-api';
import { CURRENCIES, type Currency } from '../../universal/i18n/money';
import { ROUNDING_RULES, type RoundingRule } from '../../universal/settlement';
import { useToastedCall } from '../ui/use-toast';
import { PlainTable, right } from '../ui/PlainTable';
import { choicesOf } from '../ui/choices';
import { ShippingTable, useRegionFacts } from '../delivery-terms/region-parts';

const ROUNDING_TEXT: Record<RoundingRule, AdminMessageId> = {
  minor: 'settings.roundingMinor',
  whole: 'settings.roundingWhole',
  'ending-99': 'settings.roundingEnding99',
};

/** The rate form's rules: the server's (a positive number of units per dollar, under 10^12). */
const rateSchema = object({
  currency: mixed<RateCurrency>()
    .oneOf(RATE_CURRENCIES, 'settings.currencyRequired')
    .required('settings.currencyRequired'),
  unitsPerUsd: number()
    .typeError('settings.rateNumber')
    .required('settings.rateRequired')
    .positive('settings.ratePositive')
    .lessThan(MAX_RATE, 'settings.rateTooLarge'),
});

/** Code the operator types: always left to right, in a fixed-width face. */
function Code({ children }: { children: string }) {
  return (
    <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.875em' }}>
      {children}
    </Box>
  );
}

/**
 * /admin/settings (owners): the exchange rates and each currency's rounding rule, set here or by `npm run
 * rates` (one service, both in the audit trail); the regions with their shipping and tax, managed by `npm run
 * regions`, and the currency each charges in, set here too; the
 * shop's details as receipts give them, from the server's environment; the seller's legal details and
 * the legal pages' texts, set here (audited).
 */
export default function SettingsPage() {
  const t = useT();
  const { data, error, isLoading, refetch } = useSettingsQuery();
  return (
    <>
      <PageHeading>{t('settings.title')}</PageHeading>
      {isLoading ? (
        <Loading />
      ) : data ? (
        <Stack spacing={3}>
          <RatesPanel rates={data.rates} />
          <RegionsPanel regions={data.regions} />
          <ShopPanel shop={data.shop} />
          <SellerPanel seller={data.seller} />
          <LegalPagesPanel website={data.shop.website} />
        </Stack>
      ) : (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      )}
    </>
  );
}

function RatesPanel({ rates }: { rates: SettingsRates }) {
  const t = useT();
  const formats = useFormats();
  return (
    <Panel title={t('settings.ratesTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.ratesHelp', { hours: rates.maxAgeHours })} <Code>npm run rates</Code>
      </Typography>
      <PlainTable
        label={t('settings.ratesTitle')}
        headings={[
          t('settings.currency'),
          right(t('settings.rate')),
          t('settings.setAt'),
          t('settings.state'),
          t('settings.rounding'),
        ]}
        rows={rates.rows}
        rowKey={(row) => row.currency}
        cells={(row) => (
          <>
            <TableCell dir="ltr">{row.currency}</TableCell>
            <TableCell align="right">{row.unitsPerUsd === null ? '—' : formats.number(row.unitsPerUsd)}</TableCell>
            <TableCell>{row.setAt ? formats.dateTime(row.setAt) : t('settings.never')}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={row.stale ? 'warning' : 'success'}
                variant="outlined"
                label={t(row.stale ? 'settings.stale' : 'settings.current')}
              />
            </TableCell>
            <TableCell>
              <RoundingSelect currency={row.currency} rounding={row.rounding} />
            </TableCell>
          </>
        )}
        frame="container"
        sx={{ mb: 2 }}
      />
      <RateForm />
    </Panel>
  );
}

/** A currency's rounding rule, changed as soon as another is chosen (audited, like a rate). */
function RoundingSelect({ currency, rounding }: { currency: RateCurrency; rounding: RoundingRule }) {
  const t = useT();
  const toast = useToast();
  const toasted = useToastedCall();
  const [setRounding, { isLoading }] = useSetRoundingMutation();
  return (
    <TextField
      select
      size="small"
      value={rounding}
      disabled={isLoading}
      onChange={(event) =>
        void toasted(
          () => setRounding({ currency, rounding: event.target.value as RoundingRule }).unwrap(),
          () => toast.success('settings.roundingSet', { currency }),
        )
      }
      slotProps={{ htmlInput: { 'aria-label': t('settings.roundingOf', { currency }) } }}
      sx={{ minWidth: 180 }}
    >
      {choicesOf(ROUNDING_RULES, (rule) => t(ROUNDING_TEXT[rule]))}
    </TextField>
  );
}

/** The currency a region charges in; another converts its delivery prices and fee at the rates (audited). */
function RegionCurrencySelect({ region }: { region: SettingsRegion }) {
  const t = useT();
  const toast = useToast();
  const toasted = useToastedCall();
  const [setCurrency, { isLoading }] = useSetRegionCurrencyMutation();
  return (
    <TextField
      select
      size="small"
      value={region.currency}
      disabled={isLoading}
      onChange={(event) =>
        void toasted(
          () => setCurrency({ id: region.id, currency: event.target.value as Currency }).unwrap(),
          () => toast.success('settings.regionCurrencySet', { region: region.name, currency: event.target.value }),
        )
      }
      slotProps={{ htmlInput: { 'aria-label': t('settings.currencyOf', { region: region.name }) } }}
      sx={{ minWidth: 120 }}
    >
      {choicesOf(CURRENCIES)}
    </TextField>
  );
}

function RateForm() {
  const t = useT();
  const toast = useToast();
  const [setRate] = useSetRateMutation();
  const formik = useFormik({
    initialValues: { currency: 'EUR' as RateCurrency, unitsPerUsd: '' },
    validationSchema: rateSchema,
    onSubmit: async (values, helpers) => {
      const change = { currency: values.currency, unitsPerUsd: Number(values.unitsPerUsd) };
      const result = await submitCall(() => setRate(change).unwrap(), helpers, ['currency', 'unitsPerUsd']);
      if (result) {
        helpers.resetForm({ values: { currency: values.currency, unitsPerUsd: '' } });
        toast.success('settings.rateSet', { currency: change.currency });
      }
    },
  });
  const field = useFieldBinder(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('settings.rateFormTitle')}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('settings.rateFormTitle')}
      </Typography>
      <FormFailure formik={formik} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...field('currency')}
          select
          label={t('settings.currency')}
          required
          size="small"
          sx={{ minWidth: 120 }}
        >
          {choicesOf(RATE_CURRENCIES)}
        </TextField>
        <TextField
          {...field('unitsPerUsd')}
          label={t('settings.rateField')}
          required
          size="small"
          autoComplete="off"
          slotProps={DECIMAL_INPUT}
        />
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {t('settings.setRate')}
        </Button>
      </Stack>
    </form>
  );
}

function RegionsPanel({ regions }: { regions: SettingsRegion[] }) {
  const t = useT();
  const formats = useFormats();
  const regionFacts = useRegionFacts();
  const { locale } = useAdminLocale();
  const percent = (basisPoints: number) => formats.percent(basisPoints / 10_000);
  return (
    <Panel title={t('settings.regionsTitle')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('settings.regionsReadOnly')} <Code>npm run regions</Code>
      </Alert>
      {regions.length === 0 && <Typography variant="body2">{t('settings.noRegions')}</Typography>}
      <Stack spacing={3}>
        {regions.map((region) => (
          <Box key={region.id} component="section" aria-labelledby={`region-${region.id}`}>
            <Typography id={`region-${region.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {region.name} <Code>{region.id}</Code>
            </Typography>
            <Facts
              rows={[
                ...regionFacts(region, <RegionCurrencySelect key="currency" region={region} />),
                [
                  t('settings.countries'),
                  region.countries.length
                    ? region.countries
                        .map((entry) => `${regionName(entry.country, locale)} (${percent(entry.rateBasisPoints)})`)
                        .join(t('settings.listSeparator'))
                    : '—',
                ],
                [
                  t('settings.cashOnDelivery'),
                  region.cashOnDeliveryFeeCents === null
                    ? t('settings.codOff')
                    : t('settings.codFee', { fee: formats.minor(region.cashOnDeliveryFeeCents, region.currency) }),
                ],
              ]}
            />
            <ShippingTable region={region} />
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}

function ShopPanel({ shop }: { shop: ShopSettings }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const setBy = (value: string, variable: string) => (
    <>
      <Box component="span" dir="ltr">
        {value}
      </Box>{' '}
      <Typography component="span" variant="caption" color="text.secondary">
        (<Code>{variable}</Code>)
      </Typography>
    </>
  );
  return (
    <Panel title={t('settings.shopTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.shopHelp')}
      </Typography>
      <Facts
        rows={[
          [t('settings.shopName'), shop.name],
          [t('settings.shopCountry'), setBy(`${regionName(shop.country, locale)} (${shop.country})`, 'SHOP_COUNTRY')],
          [t('settings.supportEmail'), setBy(shop.supportEmail, 'SUPPORT_EMAIL')],
          [t('settings.website'), setBy(shop.website, 'PUBLIC_URL')],
          [t('settings.timeZone'), setBy(shop.timeZone, 'SHOP_TIMEZONE')],
        ]}
      />
    </Panel>
  );
}
