import { Button, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../universal/i18n/messages';

/** A form's contained submit: disabled with a spinner and its pending words while the save runs. */
export function SaveButton({
  saving,
  labelId,
  savingId,
}: {
  saving: boolean;
  labelId: MessageId;
  savingId: MessageId;
}) {
  const intl = useIntl();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={saving}
      startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    >
      {intl.formatMessage({ id: saving ? savingId : labelId })}
    </Button>
  );
}
