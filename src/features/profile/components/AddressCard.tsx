import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { useIntl } from 'react-intl';
import { usePhoneRules } from '../../../browser-kit/use-phone-rules';
import type { MessageId } from '../../../universal/i18n/messages';
import { addressName, isShippable, type SavedAddress, SavedAddressSummary } from '../../../entities/address-book';

/** One saved address of the book, with Edit, Delete and (unless it is the default) Set as default. */
export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const intl = useIntl();
  // Whether checkout can ship to it reads its phone: the warning waits for the phone rules.
  const phoneRules = usePhoneRules(true);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: address.isDefault ? 'success.main' : 'shop.border',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <SavedAddressSummary address={address} />
      </Box>
      {phoneRules && !isShippable(address) && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {intl.formatMessage({ id: 'addresses.incomplete' })}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <CardAction action="edit" address={address} busy={busy} onClick={onEdit} />
        <CardAction action="delete" address={address} busy={busy} onClick={onDelete} />
        {!address.isDefault && (
          <CardAction action="makeDefault" address={address} busy={busy} onClick={onMakeDefault} />
        )}
      </Stack>
    </Paper>
  );
}

/** Each card button's words, and the label that names the address for a screen reader. */
const ACTIONS = {
  edit: { text: 'addresses.edit', label: 'addresses.editLabel' },
  delete: { text: 'addresses.delete', label: 'addresses.deleteLabel' },
  makeDefault: { text: 'addresses.makeDefault', label: 'addresses.makeDefaultLabel' },
} as const satisfies Record<string, { text: MessageId; label: MessageId }>;

/** Delete is drawn in the error colour; the others are plain outlined buttons. */
function CardAction({
  action,
  address,
  busy,
  onClick,
}: {
  action: keyof typeof ACTIONS;
  address: SavedAddress;
  busy: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  const { text, label } = ACTIONS[action];
  const danger = action === 'delete';
  return (
    <Button
      size="small"
      variant="outlined"
      color={danger ? 'error' : 'inherit'}
      onClick={onClick}
      disabled={busy}
      aria-label={intl.formatMessage({ id: label }, { address: addressName(address) })}
      sx={danger ? undefined : { borderColor: 'shop.border' }}
    >
      {intl.formatMessage({ id: text })}
    </Button>
  );
}
