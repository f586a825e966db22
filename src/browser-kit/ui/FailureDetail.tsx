import { Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { failureReference, gotNoAnswer } from '../api/failure-reference';

/**
 * The line under every error a shopper sees: the failed request's short reference, which support
 * finds in the server's logs (docs/support.md), selected whole by one click so it can be copied; or,
 * when the shop never answered, that it did not (a reference would point at nothing).
 */
export function FailureDetail({ error }: { error: unknown }) {
  if (gotNoAnswer(error)) {
    return (
      <Box component="span" sx={{ display: 'block' }}>
        <FormattedMessage id="error.noAnswer" />
      </Box>
    );
  }
  const reference = failureReference(error);
  if (!reference) return null;
  return (
    <Box component="span" sx={{ display: 'block', fontSize: '0.875em' }}>
      <FormattedMessage
        id="error.reference"
        values={{
          reference: (
            <Box component="bdi" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
              {reference}
            </Box>
          ),
        }}
      />
    </Box>
  );
}

/** A failure's own message with its detail line, as a toast shows it. */
export function FailureText({ message, error }: { message: string; error: unknown }) {
  return (
    <span>
      <span>{message}</span>
      <FailureDetail error={error} />
    </span>
  );
}
