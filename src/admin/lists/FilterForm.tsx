import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormikProps, useFormik } from 'formik';
import type { ReactNode } from 'react';
import { type AnyObjectSchema, string } from 'yup';
import { useT } from '../i18n/use-t';
import { choicesOf } from '../ui/choices';
import { useFieldBinder } from '../ui/form';
import { SEARCH_MAX } from './list-url';

/** A filter form's fields: each one is text, as the inputs hold it (blank for "any"). */
type FilterValues = Record<string, string>;

/** The fields of a form for these filters: each as its field shows it, blank when unset. */
export function fieldsOf<Key extends string>(
  keys: readonly Key[],
  filters: Partial<Record<Key, string | undefined>>,
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, filters[key] ?? ''])) as Record<Key, string>;
}

/** The filters a form's fields name: every one, trimmed, and unset (undefined) when blank. */
export function filtersFrom<Key extends string>(values: Record<Key, string>): Record<Key, string | undefined> {
  return Object.fromEntries(
    Object.entries<string>(values).map(([key, value]) => [key, value.trim() || undefined]),
  ) as Record<Key, string | undefined>;
}

/** A list's filters as a form: what its fields hold, and how a choice, a submit and Clear apply them. */
export interface FilterFormState<Values extends FilterValues> {
  formik: FormikProps<Values>;
  field: ReturnType<typeof useFieldBinder<Values>>;
  /** The change of a list's choice: it applies the whole form at once, when the form is valid. */
  choose: (name: keyof Values & string) => (event: { target: { value: string } }) => void;
  /** Empties the form and applies the empty filters. */
  clear: () => void;
}

/**
 * A list's filters: the fields start from the view the URL names (and follow it when it changes); they
 * apply on submit (Enter in any field, or the button) once valid, a choice in a list at once, and Clear
 * applies `empty`.
 */
export function useFilterForm<Values extends FilterValues>({
  values,
  empty,
  schema,
  onApply,
}: {
  values: Values;
  empty: Values;
  schema?: AnyObjectSchema;
  onApply: (values: Values) => void;
}): FilterFormState<Values> {
  const formik = useFormik<Values>({
    initialValues: values,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (submitted) => onApply(submitted),
  });
  const field = useFieldBinder(formik);
  const choose = (name: keyof Values & string) => (event: { target: { value: string } }) => {
    const next = { ...formik.values, [name]: event.target.value };
    void formik.setFieldValue(name, event.target.value);
    if (!schema || schema.isValidSync(next)) onApply(next);
  };
  const clear = () => {
    formik.resetForm({ values: empty });
    onApply(empty);
  };
  return { formik, field, choose, clear };
}

/** A list's search: at most as long as the server takes. */
export const searchRule = string().max(SEARCH_MAX, 'validation.tooLong');

/** A range of days whose end does not come before its start (either may be left open). */
export const dayRangeRules = {
  from: string(),
  to: string().test('after-from', 'validation.toBeforeFrom', function (to) {
    const { from } = this.parent as { from?: string };
    return !to || !from || to >= from;
  }),
};

/**
 * The shapes of filters above a list: a bar of several filters that wraps on wide screens (orders,
 * returns, the audit trail); a search box with a choice or two beside it (customers, products); or a
 * row whose fields and button share one height (the reviews' choice, words and Apply).
 */
const LAYOUTS = {
  bar: { direction: { xs: 'column', md: 'row' }, spacing: 2, useFlexGap: true, sx: { flexWrap: 'wrap', mb: 2 } },
  search: { direction: { xs: 'column', sm: 'row' }, spacing: 2, sx: { mb: 2, alignItems: { sm: 'flex-start' } } },
  row: { direction: { xs: 'column', sm: 'row' }, spacing: 2, sx: { mb: 2 } },
} as const;

/**
 * The filters' form above a list, for screen readers a search landmark named `label`: the fields, then
 * the submit button and, where a list offers it, Clear.
 */
export function FilterForm<Values extends FilterValues>({
  form,
  label,
  layout,
  submitLabel,
  clearLabel,
  children,
}: {
  form: FilterFormState<Values>;
  label: string;
  layout: keyof typeof LAYOUTS;
  submitLabel: string;
  clearLabel?: string;
  children: ReactNode;
}) {
  const submit = (
    <Button type="submit" variant="contained">
      {submitLabel}
    </Button>
  );
  return (
    <form noValidate onSubmit={form.formik.handleSubmit} role="search" aria-label={label}>
      <Stack {...LAYOUTS[layout]}>
        {children}
        {clearLabel === undefined ? (
          submit
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {submit}
            <Button onClick={form.clear}>{clearLabel}</Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}

/**
 * The filter bar above a list of many filters (orders, returns, the audit trail): the `bar` layout, with
 * the console's Apply and Clear.
 */
export function FilterBar<Values extends FilterValues>({
  form,
  label,
  children,
}: {
  form: FilterFormState<Values>;
  label: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <FilterForm form={form} label={label} layout="bar" submitLabel={t('orders.apply')} clearLabel={t('orders.clear')}>
      {children}
    </FilterForm>
  );
}

/** What a list page gives the form of its filters: the filters its view names, and how to apply others. */
export interface FiltersFormProps<Filters> {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

/** A list's search box (field `q`): it searches on Enter, as every field of the form does. */
export function SearchField<Values extends FilterValues & { q: string }>({
  form,
  label,
  hint,
  minWidth,
}: {
  form: FilterFormState<Values>;
  label: string;
  hint: string;
  minWidth: { sm: number } | { md: number };
}) {
  return (
    <TextField {...form.field('q')} label={label} placeholder={hint} type="search" size="small" sx={{ minWidth }} />
  );
}

/** A list's choice of one value or every one (`every` is that choice's value); a choice applies at once. */
export function ChoiceFilter<Values extends FilterValues, Choice extends string>({
  form,
  name,
  label,
  every,
  choices,
  labelOf,
  minWidth,
}: {
  form: FilterFormState<Values>;
  name: keyof Values & string;
  label: string;
  every: string;
  choices: readonly Choice[];
  /** A choice's words (the value itself unless given). */
  labelOf?: (choice: Choice) => string;
  minWidth: number;
}) {
  const t = useT();
  return (
    <TextField {...form.field(name)} onChange={form.choose(name)} select label={label} size="small" sx={{ minWidth }}>
      <MenuItem value={every}>{t('common.all')}</MenuItem>
      {choicesOf(choices, labelOf)}
    </TextField>
  );
}

/** The days a list's rows fall in (fields `from` and `to`), as date pickers. */
export function DayRangeFields<Values extends FilterValues & { from: string; to: string }>({
  form,
}: {
  form: FilterFormState<Values>;
}) {
  const t = useT();
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          {...form.field(name)}
          label={t(name === 'from' ? 'orders.from' : 'orders.to')}
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
