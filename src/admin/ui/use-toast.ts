import { createElement, Fragment, useCallback, useMemo } from 'react';
import type { MessageId } from '../../universal/i18n/messages';
import { useToast as useKitToast } from '../../browser-kit/toast';
import { failureOf } from '../api/failure';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFailureText } from './failure-text';

/**
 * The console's toasts are the shop's (src/browser-kit/toast.ts: spec §9's durations, corner and limit, each
 * text said once): a success by the console's catalog id, an error by the text a failure was given.
 */
export function useToast() {
  const toast = useKitToast();
  return useMemo(
    () => ({
      // The kit's ids are typed as the shop's catalog's; the console's IntlProvider holds its own catalog.
      success: (id: AdminMessageId, values?: Record<string, string | number>) =>
        toast.success({ id: id as string as MessageId, values }),
      // A failure's text is already in the page's language (useFailureText), or the server's own words.
      error: (text: string) => toast.error(createElement(Fragment, null, text), { key: `error:${text}` }),
    }),
    [toast],
  );
}

/**
 * Runs a call a button started (no form to show its failure on): `done` with its answer, or the
 * failure's text in an error toast.
 */
export function useToastedCall() {
  const toast = useToast();
  const failureText = useFailureText();
  return useCallback(
    async <Answer>(call: () => Promise<Answer>, done: (answer: Answer) => void): Promise<void> => {
      try {
        done(await call());
      } catch (failure) {
        toast.error(failureText(failureOf(failure)));
      }
    },
    [toast, failureText],
  );
}
