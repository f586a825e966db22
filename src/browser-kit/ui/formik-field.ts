import { type FormikProps, getIn } from 'formik';
import { type ChangeEvent, createElement } from 'react';
import { ValidationText } from './ValidationText';

/**
 * What a field does to each keystroke: `normalize` rewrites without losing anything (Arabic-Indic digits
 * to 0–9), `filter` drops what the rule never allows (spec §5 "typing is filtered") and `droppedHint`
 * says so.
 */
export interface InputFilter {
  normalize?: (value: string) => string;
  filter?: (value: string) => string;
  droppedHint?: string;
}

export interface FieldBindingOptions {
  /** Rewrites what was typed before it reaches the form; a dropped character is said, never silent. */
  filter?: InputFilter;
}

/** Per-field hints live in Formik's status, so a plain binding function can keep them between renders. */
interface FilterStatus {
  droppedHints?: Record<string, string | undefined>;
}

function droppedHintOf<Values>(formik: FormikProps<Values>, name: string): string | undefined {
  return (formik.status as FilterStatus | undefined)?.droppedHints?.[name];
}

function filteredChange<Values>(
  formik: FormikProps<Values>,
  name: string,
  { normalize, filter, droppedHint }: InputFilter,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const typed = normalize ? normalize(event.target.value) : event.target.value;
    const kept = filter ? filter(typed) : typed;
    const status = (formik.status as FilterStatus | undefined) ?? {};
    const hint = kept === typed ? undefined : droppedHint;
    if (droppedHintOf(formik, name) !== hint) {
      formik.setStatus({ ...status, droppedHints: { ...status.droppedHints, [name]: hint } });
    }
    void formik.setFieldValue(name, kept);
  };
}

function helperTextOf(text: string | undefined) {
  return text ? createElement(ValidationText, { text }) : undefined;
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
    onChange: filter ? filteredChange(formik, name, filter) : formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched && Boolean(error),
    // The schema's English text (or the filter's hint), shown in the page's language.
    helperText: helperTextOf(touched ? error : undefined) ?? helperTextOf(droppedHintOf(formik, name)),
  };
}

/** A touched field whose value passes its rule and kept all that was typed: the cue for a green tick. */
export function isFieldValid<Values>(formik: FormikProps<Values>, name: string): boolean {
  return (
    Boolean(getIn(formik.touched, name)) &&
    !getIn(formik.errors, name) &&
    Boolean(getIn(formik.values, name)) &&
    !droppedHintOf(formik, name)
  );
}

/** True when any error is on screen (a touched field's), the cue for a "fix the errors above" banner. */
export function hasVisibleErrors<Values>(formik: FormikProps<Values>, names: readonly string[]): boolean {
  return names.some((name) => Boolean(getIn(formik.touched, name)) && Boolean(getIn(formik.errors, name)));
}
