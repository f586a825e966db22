import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { AdminMessageId } from './load-messages';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * react-intl's message ids are typed as the shop's (src/universal/i18n/messages.ts declares them for the
 * whole program): the console's ids are checked against its own catalog (AdminMessageId) instead and
 * reach react-intl as its id type.
 */
type IntlId = NonNullable<Parameters<IntlShape['formatMessage']>[0]['id']>;

/** A console text by id: `id` is an AdminMessageId, or a string that is one (a rule's message). */
export const formatAdmin = (intl: IntlShape, id: string, values?: MessageValues): string =>
  intl.formatMessage({ id: id as IntlId }, values);

/** The console's texts by catalog id: an id missing from the English catalog does not compile. */
export function useT(): (id: AdminMessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => formatAdmin(intl, id, values), [intl]);
}

/** Dates and money as the console writes them, in the page's language (Latin digits in Arabic too). */
export function useFormats() {
  const intl = useIntl();
  return {
    dateTime: (value: string | number | Date) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (value: string | number | Date) => intl.formatDate(value, { dateStyle: 'medium' }),
    money: (dollars: number) => intl.formatNumber(dollars, { style: 'currency', currency: 'USD' }),
    percent: (fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 2 }),
    number: (value: number) => intl.formatNumber(value),
  };
}
