import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetCategoryNamesQuery, useGetSuggestionsQuery } from '../../../entities/product';
import { MAX_SUGGEST_LENGTH } from '../../../universal/contracts/search';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { type Suggestion, suggestionOptions } from './suggestion-options';

/**
 * How long typing rests before suggestions are asked for. The issue wants them on screen within
 * 150 ms of typing on a phone: 50 ms of rest (enough to fold a paste or a fast burst into one
 * request), then one cacheable request the server answers in under 10 ms (p99), leaves the rest for
 * the network and one render.
 */
export const SUGGEST_DEBOUNCE_MS = 50;

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface Suggestions {
  options: Suggestion[];
  /** The words the shown options answer ('' before the first answer). */
  answered: string;
  /** True while newer words than the shown options' are still on their way. */
  pending: boolean;
}

/** Suggestions for the words being typed, in the shop language; the previous ones stay up until the next arrive. */
export function useSuggestions(text: string): Suggestions {
  const intl = useIntl();
  // The shop language ('ar'), not the formatting locale ('ar-u-nu-latn'): the server names categories in it.
  const { locale } = useShopperLocale();
  // Suggestions look at the first words only; the search itself takes the whole text.
  const words = text.trim().slice(0, MAX_SUGGEST_LENGTH).trim();
  const settled = useSettled(words, SUGGEST_DEBOUNCE_MS);
  const { data, isFetching } = useGetSuggestionsQuery(settled ? { q: settled, lang: locale } : skipToken);
  const shown = words ? data : undefined;
  const names = useGetCategoryNamesQuery().data;
  const options = useMemo(
    () => (shown ? suggestionOptions(shown, intl, { names, language: locale }) : []),
    [shown, intl, names, locale],
  );
  return { options, answered: shown?.query ?? '', pending: words !== settled || isFetching };
}
