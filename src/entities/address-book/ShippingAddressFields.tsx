/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { TextField } from '@mui/material';
import { type FormikProps, getIn } from 'formik';
import { useIntl } from 'react-intl';
import { regionName } from '../../universal/i18n/display-names';
import { postalCodeLabelId } from '../../universal/i18n/postal-code-label';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { PHONE_INPUT_FILTER, POSTAL_CODE_INPUT_FILTER } from '../../browser-kit/input-filters';
import { type FieldBindingOptions, fieldProps } from '../../browser-kit/ui/formik-field';
import { COUNTRIES } from '../../universal/validation/checkout-constants';
import {
  CONTACT_RULES,
  phoneExample,
  requiresPostalCode,
  stateChoices,
  usesState,
} from '../../universal/validation/contact-rules';
import { GovernorateField } from './GovernorateField';
import { gridCellLook, gridRowLook } from '../../browser-kit/ui/lean-grid';
import { themeStyles } from '../../browser-kit/ui/theme-styles';
import { NativeSelectField, NoChoice } from '../../browser-kit/ui/NativeSelectField';

type LabelId = 'fullName' | 'phone' | 'street' | 'city' | 'state' | 'country';

/**
 * The shipping address of spec §5, country first: it decides the phone and postal-code formats, the
 * postal code's name and whether it may be left out (Egypt), and whether there is a state at all (none
 * in the UK) or one chosen from a list (Egypt's governorates). Phone typing is filtered,
 * digits of any script become 0–9, other fields show their rule (never cut short), errors on blur.
 * Checkout's form and the address book's share it; `path` is where the address sits in the form's values
 * ('shippingAddress'), or nothing when its fields are the form's own.
 */
/** `<div css={grid.row}>` and its cells (a whole row, a half and a third from `sm` up), made once per theme. */
const useAddressGrid = themeStyles((theme) => ({
  row: css(gridRowLook(theme, 2)),
  whole: css(gridCellLook(theme, 12)),
  half: css(gridCellLook(theme, { xs: 12, sm: 6 })),
  third: css(gridCellLook(theme, { xs: 12, sm: 4 })),
}));

export function ShippingAddressFields<Values>({
  formik,
  path,
  disabled,
}: {
  formik: FormikProps<Values>;
  path?: string;
  disabled?: boolean;
}) {
  const field = (part: string) => (path ? `${path}.${part}` : part);
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const label = (id: LabelId) => intl.formatMessage({ id: `checkout.address.${id}` });
  const common = { fullWidth: true, size: 'small', required: true, disabled } as const;
  /** A typed-in part of the address: bound, labelled, and named for the browser's address autofill. */
  const text = (part: string, labelId: LabelId, autoComplete: string, options?: FieldBindingOptions) => ({
    ...common,
    ...fieldProps(formik, field(part), options),
    label: label(labelId),
    autoComplete,
  });
  const country = getIn(formik.values, field('country')) as string;
  const hasState = usesState(country) !== false;
  const postalCodeOptional = !requiresPostalCode(country);
  const postalCode = fieldProps(formik, field('zipCode'), { filter: POSTAL_CODE_INPUT_FILTER });
  // City, state and postal code share a row; without a state, city and postal code take half each.
  const grid = useAddressGrid();
  const place = hasState ? grid.third : grid.half;
  return (
    <div css={grid.row}>
      <div css={grid.whole}>
        <NativeSelectField
          {...common}
          {...fieldProps(formik, field('country'))}
          // A country checkout does not ship to (a saved address's) shows as no choice, not as the list's first.
          value={(COUNTRIES as readonly string[]).includes(country) ? country : ''}
          label={label('country')}
          autoComplete="shipping country-name"
        >
          <NoChoice />
          {COUNTRIES.map((choice) => (
            <option key={choice} value={choice}>
              {/* The form keeps the English name (the order stores it); the list says it in the page's language. */}
              {regionName(CONTACT_RULES[choice].iso, locale)}
            </option>
          ))}
        </NativeSelectField>
      </div>
      <div css={grid.half}>
        <TextField {...text('name', 'fullName', 'shipping name')} />
      </div>
      <div css={grid.half}>
        <TextField
          {...text('phone', 'phone', 'shipping tel', { filter: PHONE_INPUT_FILTER })}
          inputMode="tel"
          placeholder={phoneExample(country)?.national}
        />
      </div>
      <div css={grid.whole}>
        <TextField {...text('street', 'street', 'shipping street-address')} />
      </div>
      <div css={place}>
        <TextField {...text('city', 'city', 'shipping address-level2')} />
      </div>
      {hasState && (
        <div css={place}>
          {stateChoices(country) ? (
            <GovernorateField
              {...common}
              formik={formik}
              name={field('state')}
              autoComplete="shipping address-level1"
            />
          ) : (
            <TextField {...text('state', 'state', 'shipping address-level1')} />
          )}
        </div>
      )}
      <div css={place}>
        <TextField
          {...common}
          {...postalCode}
          required={!postalCodeOptional}
          helperText={
            postalCode.helperText ??
            (postalCodeOptional ? intl.formatMessage({ id: 'address.postalCodeOptional' }) : undefined)
          }
          label={intl.formatMessage({ id: postalCodeLabelId(country) })}
          autoComplete="shipping postal-code"
        />
      </div>
    </div>
  );
}
