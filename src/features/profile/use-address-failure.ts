import { useCallback } from 'react';
import { ERROR_CODES } from '../../universal/contracts/error-codes';
import type { MessageId } from '../../universal/i18n/messages';
import { errorCode } from '../../browser-kit/api/error-answer';
import { useChangeFailureToast } from '../../browser-kit/api/change-failure';
import { useToast } from '../../browser-kit/toast';

/**
 * The toast for a failed change of the address book. An address deleted meanwhile (another tab: 404
 * ADDRESS_NOT_FOUND) is said as such; the book loads again by itself (address-book-api). Anything else:
 * the change's own failure text, with the server's reason for a refusal and the request's reference.
 */
export function useAddressFailureToast(): (error: unknown, fallback: MessageId) => void {
  const toast = useToast();
  const showFailure = useChangeFailureToast();
  return useCallback(
    (error, fallback) => {
      if (errorCode(error) === ERROR_CODES.ADDRESS_NOT_FOUND) toast.error('error.code.ADDRESS_NOT_FOUND');
      else showFailure(error, fallback);
    },
    [toast, showFailure],
  );
}
