import { type FormikProps, getIn } from 'formik';
import { type ChangeEvent, createElement } from 'react';
import { ValidationText } from './ValidationText';

export interface FieldBindingOptions {
  /** Rewrites what was typed before it reaches the form (spec §5 "typing is filtered"). */
  filter?: (value: string) => string;
}

/**
 * The props that bind an MUI TextField to a Formik field. The error shows only once the field was
 * touched (blurred, or every field on submit), which with Formik's validate-on-change gives spec §4's
 * timing: on blur, then on every change once touched. Names may be paths ('address.city').
 */
export function fieldProps<Values>(formik: FormikProps<Values>, name: string, options: FieldBindingOptions = {}) {
  const error = getIn(formik.errors, name) as string | undefined;
  const touched = Boolean(getIn(formik.touched, name));
  const { filter } = options;
  return {
    id: name,
    name,
    value: (getIn(formik.values, name) as string | undefined) ?? '',
    onChange: filter
      ? (event: ChangeEvent<HTMLInputElement>) => void formik.setFieldValue(name, filter(event.target.value))
      : formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched && Boolean(error),
    // The schema's English text, shown in the page's language.
    helperText: touched && error ? createElement(ValidationText, { text: error }) : undefined,
  };
}

/** A touched field whose value passes its rule: the cue for a green tick. */
export function isFieldValid<Values>(formik: FormikProps<Values>, name: string): boolean {
  return Boolean(getIn(formik.touched, name)) && !getIn(formik.errors, name) && Boolean(getIn(formik.values, name));
}

/** True when any error is on screen (a touched field's), the cue for a "fix the errors above" banner. */
export function hasVisibleErrors<Values>(formik: FormikProps<Values>, names: readonly string[]): boolean {
  return names.some((name) => Boolean(getIn(formik.touched, name)) && Boolean(getIn(formik.errors, name)));
}
