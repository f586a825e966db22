import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { useIntl } from 'react-intl';
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
  const values = { address: addressName(address) };
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
      {!isShippable(address) && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {intl.formatMessage({ id: 'addresses.incomplete' })}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={onEdit}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'addresses.editLabel' }, values)}
          sx={{ borderColor: 'shop.border' }}
        >
          {intl.formatMessage({ id: 'addresses.edit' })}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={onDelete}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'addresses.deleteLabel' }, values)}
        >
          {intl.formatMessage({ id: 'addresses.delete' })}
        </Button>
        {!address.isDefault && (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'addresses.makeDefaultLabel' }, values)}
            sx={{ borderColor: 'shop.border' }}
          >
            {intl.formatMessage({ id: 'addresses.makeDefault' })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
