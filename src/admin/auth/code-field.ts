import type { ChangeEvent } from 'react';
import { string } from 'yup';
import { toLatinDigits } from '../../universal/digits';

/** Six digits from an authenticator app (the contracts' pattern). */
export const CODE_PATTERN = /^[0-9]{6}$/;

export const codeRule = string()
  .required('validation.codeRequired')
  .matches(CODE_PATTERN, { message: 'validation.codeFormat', excludeEmptyString: true });

/** What the code field keeps of a keystroke: digits (Arabic-Indic ones as 0–9), six at most. */
export const codeOnly = (value: string): string => toLatinDigits(value).replace(/\D/g, '').slice(0, 6);

/** The input props of a one-time-code field. */
export const CODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
  dir: 'ltr',
} as const;

/** Binds the code field's change to `set` with only digits kept. */
export const onCodeChange =
  (set: (value: string) => unknown) =>
  (event: ChangeEvent<HTMLInputElement>): void => {
    void set(codeOnly(event.target.value));
  };
