import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Failure } from '../api/failure';
import type { AdminMessageId } from '../i18n/load-messages';
import { useT } from '../i18n/use-t';

/** The codes the console has words for; any other shows the server's message (English), or a general text. */
const TEXT_OF_CODE: Record<string, AdminMessageId> = {
  INVALID_CREDENTIALS: 'error.invalidCredentials',
  RATE_LIMITED: 'error.rateLimited',
  FORBIDDEN: 'error.forbidden',
  SESSION_EXPIRED: 'error.sessionExpired',
  NOT_FOUND: 'error.notFound',
  ORDER_NOT_FOUND: 'error.orderNotFound',
  ORDER_NOT_CANCELLABLE: 'error.orderNotCancellable',
  ORDER_ALREADY_CANCELLED: 'error.orderAlreadyCancelled',
  ORDER_ALREADY_DELIVERED: 'error.orderAlreadyDelivered',
  CONFLICT: 'error.conflict',
  RETURN_NOT_ALLOWED: 'error.returnNotAllowed',
  EMAIL_TAKEN: 'error.emailTaken',
  INVALID_RESET_LINK: 'error.invalidLink',
  VALIDATION_FAILED: 'error.validation',
  PRODUCT_NOT_FOUND: 'error.productNotFound',
  SKU_TAKEN: 'error.skuTaken',
  STOCK_CHANGED: 'error.stockChanged',
  PRODUCTS_CHANGED: 'error.productsChanged',
  IMPORT_STALE: 'error.importStale',
};

/**
 * What a failure says to the person who met it, in the page's language where the console knows its words (the
 * message's id) or its code.
 */
export function useFailureText(): (failure: Failure) => string {
  const t = useT();
  const { messages } = useIntl();
  return useCallback(
    (failure) => {
      if (failure.status === 'network') return t('error.network');
      // A refusal the server words by the console's own catalog (the shop's rules: decision 0128).
      if (failure.messageId && Object.hasOwn(messages, failure.messageId))
        return t(failure.messageId as AdminMessageId);
      const known = failure.code ? TEXT_OF_CODE[failure.code] : undefined;
      if (known) return t(known);
      if (failure.status >= 500) return t('error.server');
      return failure.message ?? t('error.generic');
    },
    [t, messages],
  );
}
