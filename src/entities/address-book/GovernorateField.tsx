import type { TextFieldProps } from '@mui/material';
import { type FormikProps, getIn } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { EGYPT_GOVERNORATES, findGovernorate, governorateIn } from '../../universal/egypt-governorates';
import { intlLocaleOf } from '../../universal/i18n/intl-locale';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { fieldProps } from '../../browser-kit/ui/formik-field';
import { NativeSelectField, NoChoice } from '../../browser-kit/ui/NativeSelectField';

/**
 * An Egyptian address's governorate, chosen from Egypt's 27 (issue 48): the platform's own select (the
 * phone's picker), so the keyboard opens it, moves through it and picks by typing a name's first letters,
 * right to left in Arabic, and the page downloads no menu (decision 0139). The form keeps the English name
 * (what the address stores, as with the country); the list names each in the page's language, in that
 * language's alphabetical order. A value the list does not know (a state left from another country, an
 * address typed before the list) shows as no choice, and the rule says why.
 */
export function GovernorateField<Values>({
  formik,
  name,
  ...props
}: { formik: FormikProps<Values>; name: string } & Pick<
  TextFieldProps,
  'fullWidth' | 'size' | 'required' | 'disabled' | 'autoComplete'
>) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const choices = useMemo(() => {
    const collator = new Intl.Collator(intlLocaleOf(locale));
    return EGYPT_GOVERNORATES.map((governorate) => ({
      value: governorate.names.en,
      label: governorateIn(governorate, locale),
    })).sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
  const bound = fieldProps(formik, name);
  const value = findGovernorate(getIn(formik.values, name))?.names.en ?? '';
  return (
    <NativeSelectField {...props} {...bound} value={value} label={intl.formatMessage({ id: 'address.governorate' })}>
      <NoChoice />
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
