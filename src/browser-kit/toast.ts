import type { OptionsObject, SnackbarKey, SnackbarMessage, SnackbarOrigin, VariantType } from 'notistack';
import { createContext, type ReactElement, useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptorWithValues, MessageId } from '../universal/i18n/messages';
import { useTheme } from '@mui/material/styles';

/** Spec §9: toasts sit bottom-right, at most 20; success 3000 ms, error and default 4000 ms. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 4000 } as const;

/**
 * What a toast says: a catalog message (by id, with its values), or an element whose own texts come
 * from the catalogs (a product's title, a failure with its reference). A plain string is a type error,
 * so no English text can reach a page in another language.
 */
export type ToastText = MessageId | MessageDescriptorWithValues | ReactElement;

/**
 * The key a toast saying this message gets: one toast per text on screen, however often it is raised
 * (the toast library drops a toast whose key is still showing). Elements saying a catalog message
 * (a failure with its reference) pass it under the same key.
 */
export function toastKey(variant: VariantType, id: MessageId, values?: MessageDescriptorWithValues['values']): string {
  return values ? `${variant}:${id}:${JSON.stringify(values)}` : `${variant}:${id}`;
}

/**
 * Where toasts go: the provider both apps mount (src/browser-kit/ui/ToastProvider.tsx), which loads the toast library on
 * the first toast rather than with every page.
 */
export interface ToastHost {
  show(message: SnackbarMessage, options: OptionsObject): SnackbarKey;
  close(key?: SnackbarKey): void;
}

export const ToastHostContext = createContext<ToastHost | undefined>(undefined);

/** notistack's options, and `near`: the control the toast answers, which it must never cover. */
export type ToastOptions = OptionsObject & { near?: Element | null };

/**
 * The share of the screen's height, from its foot, that a stack of bottom toasts may take (about four
 * toasts on a phone): a control reaching into it sends the toast to the top.
 */
export const TOAST_BAND = 1 / 3;

/**
 * Where a toast goes (issue 48). Spec §9's bottom-right, mirrored on a right-to-left page (bottom-left,
 * the same end of the line), unless the control it answers reaches into the bottom third of the
 * screen, where the stack lands: then the top corner, which such a control is two thirds of a screen
 * away from. A card's Add to Cart low in a list and the phone's Add to Cart bar send it up; a control
 * higher up keeps the spec's corner (the top one would sit on the header's cart and account links).
 */
export function toastOrigin(direction: 'ltr' | 'rtl', near?: Element | null): SnackbarOrigin {
  const horizontal = direction === 'rtl' ? 'left' : 'right';
  if (!near || typeof window === 'undefined') return { vertical: 'bottom', horizontal };
  const box = near.getBoundingClientRect();
  const inBand = box.bottom > window.innerHeight * (1 - TOAST_BAND);
  return { vertical: inBand ? 'top' : 'bottom', horizontal };
}

/** The one way screens raise toasts, so every toast gets the spec's duration for its kind and says it once. */
export function useToast() {
  const host = useContext(ToastHostContext);
  if (!host) throw new Error('useToast needs a ToastProvider (src/browser-kit/ui/ToastProvider.tsx)');
  const intl = useIntl();
  // The page's direction, as its theme has it (the shop's and the console's alike).
  const { direction } = useTheme();
  return useMemo(() => {
    const show =
      (variant: VariantType, autoHideDuration: number) =>
      (text: ToastText, toastOptions?: ToastOptions): SnackbarKey => {
        const { near, ...options } = toastOptions ?? {};
        const placed = { variant, autoHideDuration, anchorOrigin: toastOrigin(direction, near) };
        if (typeof text !== 'string' && !('id' in text)) return host.show(text, { ...placed, ...options });
        const { id, values } = typeof text === 'string' ? { id: text, values: undefined } : text;
        return host.show(intl.formatMessage({ id }, values), {
          ...placed,
          key: toastKey(options.variant ?? variant, id, values),
          ...options,
        });
      };
    return {
      success: show('success', TOAST_DURATION_MS.success),
      error: show('error', TOAST_DURATION_MS.error),
      info: show('default', TOAST_DURATION_MS.default),
      close: (key?: SnackbarKey) => host.close(key),
    };
  }, [host, intl, direction]);
}
